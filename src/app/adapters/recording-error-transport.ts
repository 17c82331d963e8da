import type { ErrorReportEvent, ErrorTransport } from './error-report-event';

export interface RecordingErrorTransport {
  send: ErrorTransport;
  readonly records: readonly ErrorReportEvent[];
}

/** The offline error-reporting service: records each event and writes it to the console. */
export function createRecordingErrorTransport(log: (event: ErrorReportEvent) => void = (event) => console.error(event)): RecordingErrorTransport {
  const records: ErrorReportEvent[] = [];
  return {
    send(event) {
      records.push(event);
      log(event);
    },
    get records() {
      return records;
    },
  };
}
