import type { FullConfig } from '@playwright/test';

/** Reports a probe in e2e/release.spec.ts plants on purpose carry this host. */
export const CSP_PROBE_MARKER = 'csp-probe.invalid';

/**
 * Global teardown: the preview server records every CSP report browsers sent it (`report-uri`,
 * posted at once; src/app/security/csp-reports.ts); any report no probe planted fails the run. The
 * per-test fixture already fails a test on a violation event; this proves the reporting path of
 * the whole run is silent too, as production's would be.
 */
export default async function checkCspReports(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) return;
  const response = await fetch(new URL('/__csp-reports', baseURL));
  if (!response.ok) throw new Error(`CSP report log not readable at ${baseURL}/__csp-reports: ${response.status}`);
  const { reports } = (await response.json()) as { reports: { body: unknown }[] };
  const unexpected = reports.filter((report) => !JSON.stringify(report.body).includes(CSP_PROBE_MARKER));
  if (unexpected.length > 0) {
    throw new Error(`The server recorded ${unexpected.length} CSP report(s) during the run:\n${unexpected.map((report) => JSON.stringify(report.body)).join('\n')}`);
  }
  console.log(`CSP reports: none besides ${reports.length} planted by the release probe.`);
}
