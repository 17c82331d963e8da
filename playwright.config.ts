import { defineConfig } from '@playwright/test';

const CI = Boolean(process.env.CI);
// E2E_PORT / E2E_OUT_DIR let several suites run side by side on one machine without sharing a build
const PREVIEW_PORT = Number(process.env.E2E_PORT ?? 4173);
// the offline demo build (msw mock platform in the page): `npm run build:demo` writes dist-demo/
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-demo';
const PREVIEW_URL = `http://localhost:${PREVIEW_PORT}`;
const PROVIDER_PORT = 5174;

/** Debian's Chromium; Playwright never downloads a browser here (DESIGN §4). */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

// E2E_SKIP_BUILD=1 serves the demo build that is already there (the test command builds once)
const buildCommand = process.env.E2E_BUILD_COMMAND ?? `npx vite build --mode demo --outDir ${OUT_DIR}`;
// --mode demo: the demo build's headers (its CSP also allows the msw worker's Trusted Types policy)
const serveCommand = `npx vite preview --mode demo --outDir ${OUT_DIR} --port ${PREVIEW_PORT} --strictPort`;
const previewCommand = process.env.E2E_SKIP_BUILD ? serveCommand : `${buildCommand} && ${serveCommand}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // fails the run when the preview server recorded a CSP report (report-uri / report-to) no probe planted
  globalTeardown: './e2e/csp-report-check.ts',
  fullyParallel: true,
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  use: {
    baseURL: PREVIEW_URL,
    browserName: 'chromium',
    launchOptions,
    locale: 'en-GB',
    timezoneId: 'Europe/Budapest',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // only where layout or behaviour differs on a phone (the mobile page instead of a modal, the
      // mobile menu, dropdowns instead of radio lists): tests tagged @mobile; the rest is the same
      // code path as desktop and would only double the run
      name: 'mobile',
      grep: /@mobile/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
    },
  ],
  webServer: [
    {
      // the demo build behind the production headers (CSP, Trusted Types), with the msw mock worker
      command: previewCommand,
      url: PREVIEW_URL,
      reuseExistingServer: !CI,
      timeout: 240_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx e2e/start-provider-server.ts',
      port: PROVIDER_PORT,
      // the simulators post back, allow CORS and frame ancestors only for these app origins: the
      // preview of this run (E2E_PORT) too, so identification e2e also passes off port 4173
      // (and the other E2E_PORTs 4174–4199: suites side by side reuse whichever run started this server)
      env: { APP_ORIGINS: process.env.APP_ORIGINS ?? [5173, ...Array.from({ length: 27 }, (_, index) => 4173 + index)].map((port) => `http://localhost:${port}`).concat(PREVIEW_URL).join(',') },
      reuseExistingServer: !CI,
      timeout: 60_000,
    },
  ],
});
