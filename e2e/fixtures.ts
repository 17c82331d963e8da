import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

const CSP_MARKER = '[csp-violation]';

/**
 * Reports every CSP violation of the page to the console, where the fixture collects it. Runs
 * before any page script (and across navigations) because Playwright injects it per document.
 */
function reportCspViolations(marker: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `${marker} ${JSON.stringify({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
      })}`,
    );
  });
}

export interface ShellFixtures {
  /** CSP violations so far; the test fails after its body if any happened */
  cspViolations: string[];
  /** uncaught page errors so far; the test fails after its body if any happened */
  pageErrors: string[];
}

export const test = base.extend<ShellFixtures>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.addInitScript(reportCspViolations, CSP_MARKER);
      page.on('console', (message) => {
        const text = message.text();
        // the marker from the listener, or Chromium's own "Refused to …" / "requires 'TrustedHTML' assignment" report
        if (text.startsWith(CSP_MARKER) || /Content Security Policy|requires 'Trusted(HTML|Script|ScriptURL)' assignment|TrustedTypePolicy/i.test(text)) violations.push(text);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe (WCAG 2.2 A/AA tags) on the page as it is now and fails with a readable list. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const report = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}

/** Opens a path and waits until the main loading screen is gone (startup finished). */
export async function openSite(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.shell > main#main')).toBeVisible();
  await expect(page.getByTestId('main-loading-screen')).toHaveCount(0);
}
