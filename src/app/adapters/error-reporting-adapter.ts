import type { ErrorReport, ErrorReporter } from '../../stores/error-reporter';
import { ERROR_REPORTING_CONFIG } from './error-reporting-config';
import type { ErrorTransport } from './error-report-event';

export interface ErrorReportingOptions {
  transport: ErrorTransport;
  sampleRate?: number;
  release?: string;
  /** [0, 1); injectable so sampling is testable */
  random?: () => number;
  now?: () => Date;
  url?: () => string;
}

/**
 * The page address without what may be a secret: no query (titanToken, referralCode, …) and
 * no activation or reset code in the path.
 */
export function reportableUrl(location: Pick<Location, 'origin' | 'pathname'> | undefined): string {
  if (!location) return '';
  return location.origin + location.pathname.replace(/\/(activation|reset)\/[^/]+/g, '/$1/:code');
}

/**
 * The stores' ErrorReporter over the error-reporting service: every report is kept for the
 * page's life (the interface promises it) and sent, sampled and tagged with the release.
 */
export function createErrorReportingAdapter(options: ErrorReportingOptions): ErrorReporter & { reportError(error: unknown): void } {
  const sampleRate = options.sampleRate ?? ERROR_REPORTING_CONFIG.sampleRate;
  const release = options.release ?? ERROR_REPORTING_CONFIG.release;
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => new Date());
  const url = options.url ?? (() => reportableUrl(globalThis.location));
  const reports: ErrorReport[] = [];

  const report = (item: ErrorReport) => {
    reports.push(item);
    if (random() >= sampleRate) return;
    try {
      options.transport({ release, sampleRate, report: item, at: now().toISOString(), url: url() });
    } catch {
      // reporting must never become the error
    }
  };

  return {
    report,
    /** an uncaught error or rejection, as the service's own global handlers would send it */
    reportError(error: unknown) {
      const message = error instanceof Error ? error.message : String(error);
      report({ kind: 'uncaught', message, details: error instanceof Error && error.stack ? { stack: error.stack } : {} });
    },
    get reports() {
      return reports;
    },
  };
}
