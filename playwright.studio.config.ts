import { defineConfig } from '@playwright/test';
import { STUDIO_E2E_CACHE, STUDIO_E2E_PORT, STUDIO_E2E_ROOT } from './studio/e2e/studio-e2e-root';

const STUDIO_URL = `http://localhost:${STUDIO_E2E_PORT}`;
const OUT_DIR = process.env.STUDIO_OUT_DIR ?? 'dist-studio';

/**
 * The content studio's e2e (npx playwright test -c playwright.studio.config.ts): `npm run studio`
 * (built into dist-studio/, served under the strict CSP) over a throw-away copy of the content,
 * Debian's Chromium, desktop width (the studio is a desk tool; its preview has a mobile width).
 */
export default defineConfig({
  testDir: 'studio/e2e',
  testMatch: '**/*.spec.ts',
  // fails the run on any CSP report the studio server recorded
  globalTeardown: './studio/e2e/studio-csp-report-check.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT ?? 'test-results-studio',
  use: {
    baseURL: STUDIO_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
  },
  projects: [{ name: 'desktop' }],
  webServer: {
    command: `npx tsx studio/e2e/prepare-studio-root.ts && npx tsx scripts/studio.ts --root ${STUDIO_E2E_ROOT} --port ${STUDIO_E2E_PORT} --out-dir ${OUT_DIR} --cache-dir ${STUDIO_E2E_CACHE}`,
    url: STUDIO_URL,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
