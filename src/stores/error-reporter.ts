/** Something the site must tell the operator about (settings drift, a failed lazy load, …). */
export interface ErrorReport {
  kind: string;
  message: string;
  details?: Record<string, unknown>;
}

export interface ErrorReporter {
  report(report: ErrorReport): void;
  /** what was reported in this page's life, newest last (tests and support read it) */
  readonly reports: readonly ErrorReport[];
}

/**
 * The offline reporter: keeps reports in memory and writes them to the console. The
 * error-reporting service adapter (sample rate and release per spec 1 §9) replaces it.
 */
export function createLocalErrorReporter(log: (report: ErrorReport) => void = (report) => console.error(report)): ErrorReporter {
  const reports: ErrorReport[] = [];
  return {
    report(report) {
      reports.push(report);
      log(report);
    },
    get reports() {
      return reports;
    },
  };
}
