import type { ErrorReport } from '../../stores/error-reporter';

/** What the error-reporting service receives for one report. */
export interface ErrorReportEvent {
  release: string;
  sampleRate: number;
  report: ErrorReport;
  at: string;
  url: string;
}

/** Where sampled events go: a vendor's client in production, a recorder offline. */
export type ErrorTransport = (event: ErrorReportEvent) => void;
