import { request } from 'node:http';
import type { FullConfig } from '@playwright/test';

/**
 * Global teardown of the studio e2e: the studio server records every CSP report the browser sent
 * (`report-uri /csp-report`); any report fails the run. Read with node:http, which needs no
 * browser-style port checks.
 */
export default async function checkStudioCspReports(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) return;
  const body = await new Promise<string>((resolve, reject) => {
    const call = request(new URL('/__csp-reports', baseURL), (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => (response.statusCode === 200 ? resolve(text) : reject(new Error(`CSP report log: HTTP ${response.statusCode ?? '?'}`))));
    });
    call.on('error', reject);
    call.end();
  });
  const { reports } = JSON.parse(body) as { reports: { body: unknown }[] };
  if (reports.length > 0) throw new Error(`The studio server recorded ${reports.length} CSP report(s):\n${reports.map((report) => JSON.stringify(report.body)).join('\n')}`);
  console.log('Studio CSP reports: none.');
}
