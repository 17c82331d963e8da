import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { CSP_REPORT_PATH } from './security-headers';

/** Where tests read the recorded reports back (dev, preview and `serve-production --expose-csp-reports`). */
export const CSP_REPORTS_READBACK_PATH = '/__csp-reports';

/** One violation as the browser reported it (`report-uri`: csp-report, `report-to`: a Reporting API entry). */
export interface CspReport {
  receivedAt: string;
  /** application/csp-report or application/reports+json */
  contentType: string;
  body: unknown;
}

const MAX_BODY = 64 * 1024;
const MAX_REPORTS = 1000;

/** In-memory CSP report log: a server keeps one; a report never reaches the page's service worker. */
export class CspReportLog {
  readonly reports: CspReport[] = [];

  add(report: CspReport): void {
    this.reports.push(report);
    if (this.reports.length > MAX_REPORTS) this.reports.shift();
  }

  clear(): void {
    this.reports.length = 0;
  }
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    let size = 0;
    const chunks: Buffer[] = [];
    // an oversized body is read to its end and dropped, so the client still gets its 413
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks).toString('utf8')));
    request.on('error', () => resolve(null));
  });
}

export interface CspReportHandlerOptions {
  log: CspReportLog;
  /** answer GET /__csp-reports with the log (and DELETE clears it): tests and local servers only */
  exposeReports: boolean;
  /** called with every accepted report (the production server prints it) */
  onReport?: (report: CspReport) => void;
}

/**
 * POST /csp-report stores the body (JSON, at most 64 KiB) and answers 204. Returns false when the
 * request is not for the report endpoints, so the caller serves it otherwise.
 */
export function handleCspReportRequest(request: IncomingMessage, response: ServerResponse, options: CspReportHandlerOptions): boolean {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (path === CSP_REPORT_PATH) {
    if (request.method !== 'POST') {
      response.writeHead(405, { Allow: 'POST' }).end();
      return true;
    }
    void readBody(request).then((text) => {
      if (text === null) {
        if (!response.headersSent) response.writeHead(413).end();
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        response.writeHead(400).end();
        return;
      }
      const report = { receivedAt: new Date().toISOString(), contentType: String(request.headers['content-type'] ?? ''), body };
      options.log.add(report);
      options.onReport?.(report);
      response.writeHead(204).end();
    });
    return true;
  }
  if (path === CSP_REPORTS_READBACK_PATH && options.exposeReports) {
    if (request.method === 'DELETE') {
      options.log.clear();
      response.writeHead(204).end();
    } else {
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify({ reports: options.log.reports }));
    }
    return true;
  }
  return false;
}

/**
 * The CSP report endpoint in `npm start` and `vite preview` (the demo build the e2e run serves):
 * browsers post violations there, and e2e reads `/__csp-reports` to prove there were none.
 */
export function cspReportPlugin(log: CspReportLog = new CspReportLog()): Plugin {
  const handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (!handleCspReportRequest(request, response, { log, exposeReports: true })) next();
  };
  return {
    name: 'casino:csp-reports',
    configureServer(server) {
      server.middlewares.use(handler);
    },
    configurePreviewServer(server) {
      server.middlewares.use(handler);
    },
  };
}
