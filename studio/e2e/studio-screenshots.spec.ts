import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from '../../scripts/lib/repo-paths';
import { expect, test } from '../../e2e/fixtures';
import { STUDIO_E2E_ROOT } from './studio-e2e-root';

/**
 * The README's studio screenshots (docs/studio/*.png), taken against the studio over the e2e's copy
 * of the content: `STUDIO_SCREENSHOTS=1 npx playwright test -c playwright.studio.config.ts studio-screenshots`.
 * Skipped in the normal run, so `npm test` never rewrites docs/.
 */
const DOCS = join(REPO_ROOT, 'docs', 'studio');

test.skip(process.env.STUDIO_SCREENSHOTS !== '1', 'writes docs/studio/*.png only when asked (STUDIO_SCREENSHOTS=1)');
test.describe.configure({ mode: 'serial' });

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(DOCS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(DOCS, `${name}.png`) });
}

async function openStudio(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Content studio', level: 1 })).toBeVisible();
}

/** Shoots one part of the page, at most `maxHeight` pixels of its top (small files for the README). */
async function shootPart(page: Page, selector: string, name: string, maxHeight = 720): Promise<void> {
  mkdirSync(DOCS, { recursive: true });
  await page.mouse.move(0, 0);
  const part = page.locator(selector);
  // the picture only (CSSOM, which the CSP allows): the part cut at maxHeight
  await part.evaluate((element: HTMLElement, height: number) => {
    element.style.maxHeight = `${height}px`;
    element.style.overflow = 'hidden';
  }, maxHeight);
  await part.screenshot({ path: join(DOCS, `${name}.png`) });
  await part.evaluate((element: HTMLElement) => {
    element.style.maxHeight = '';
    element.style.overflow = '';
  });
}

test('fixtures a change breaks, and the derived fixtures that follow it', async ({ page }) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openStudio(page);
  await page.getByRole('tab', { name: 'Edit and preview' }).click();
  await page.getByRole('combobox', { name: /^Market/ }).selectOption('NLD');
  await page.getByRole('combobox', { name: /^Layer to edit/ }).selectOption('schemas/forms/registration/markets/NLD.json');
  await page.getByLabel('Rule this overlay implements ($comment)').fill('Kansspelautoriteit (Wok, art. 4a): players are identified with their BSN at registration.');
  await page.getByRole('button', { name: 'Create the overlay' }).click();
  const content = page.locator('.json-editor .cm-content');
  await content.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(
    JSON.stringify(
      {
        $comment: 'Kansspelautoriteit (Wok, art. 4a): players are identified with their BSN at registration.',
        schema: {
          required: ['email', 'confirmEmail', 'password', 'confirmPassword', 'nickName', 'birthDate', 'gender', 'country', 'zipCode', 'phoneNumber', 'currency', 'ageAndPolicyChecked', 'privacyPolicyChecked', 'nationalIdNumber'],
          properties: { nationalIdNumber: { type: 'string', title: 'forms:nationalIdNumber.label', minLength: 1, maxLength: 20, 'x-sensitive': true } },
        },
      },
      null,
      2,
    ),
  );
  await expect(page.getByText('Content check: 0 new problems')).toBeVisible({ timeout: 120_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const impact = page.getByRole('region', { name: /fixtures? would fail with this change/ });
  await expect(impact).toBeVisible({ timeout: 180_000 });
  const paths = await impact.getByRole('group').locator('legend').allInnerTexts();
  for (const path of paths) {
    await impact
      .getByRole('group', { name: path })
      .getByRole('radio', { name: path.endsWith('national-id-not-required.json') ? 'Remove the file' : /^Update the expectation/ })
      .check();
  }
  await shootPart(page, '.fixture-impact', 'fixture-impact');
  await impact.getByRole('button', { name: 'Save the change with these fixtures' }).click();
  const derived = page.getByRole('region', { name: "The derived fixtures follow the form's change" });
  await expect(derived).toBeVisible({ timeout: 180_000 });
  await shootPart(page, 'section.fixtures', 'derived-fixtures');
});

test('matrix, editor with preview and completion, new method, flow graph, review', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openStudio(page);
  await expect(page.locator('.matrix button[data-field="nationalIdNumber"][data-market="SWE"]')).toHaveText('required');
  await shoot(page, 'matrix');

  await page.locator('.matrix button[data-field="nationalIdNumber"][data-market="SWE"]').click();
  await expect(page.locator('.preview-frame form').first()).toBeVisible({ timeout: 60_000 });
  await shoot(page, 'editor-preview');

  // completion of a widget name inside the overlay (left unsaved, then discarded)
  const content = page.locator('.json-editor .cm-content');
  await content.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText('{\n  "$comment": "Spelinspektionen: …",\n  "ui": {\n    "nationalIdNumber": { "ui:widget": ');
  await page.keyboard.type('"');
  await expect(page.locator('.cm-tooltip-autocomplete')).toBeVisible();
  await shoot(page, 'completion');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Discard changes' }).click();

  await page.getByRole('combobox', { name: /^Form/ }).selectOption('cashier-deposit');
  await page.getByRole('button', { name: 'New payment method…' }).click();
  const panel = page.getByRole('region', { name: 'New payment method' });
  await panel.getByLabel(/^Method id/).fill('gift-card');
  await panel.getByLabel(/^Rule or provider behaviour/).fill('Provider 990: a shop gift card paid with its card number.');
  await panel.getByLabel(/^Platform method ids/).fill('1140001');
  await panel.getByLabel('Name in English').fill('Gift card');
  await panel.getByRole('button', { name: 'Create the method' }).click();
  await expect(panel.getByRole('alert')).toBeVisible();
  await shoot(page, 'new-method');
  await panel.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'Flows' }).click();
  await page.getByRole('combobox', { name: /^Flow/ }).selectOption('flows/registration.flow.json');
  await expect(page.locator('.react-flow__node').first()).toBeVisible();
  await shoot(page, 'flow-graph');

  // a saved change for the review: NLD asks for the national id number
  writeFileSync(
    join(STUDIO_E2E_ROOT, 'schemas/forms/registration/markets/NLD.json'),
    `${JSON.stringify({ $comment: 'Kansspelautoriteit (Wok, art. 4a): players are identified with their BSN at registration.', schema: { required: ['email', 'confirmEmail', 'password', 'confirmPassword', 'nickName', 'birthDate', 'gender', 'country', 'zipCode', 'phoneNumber', 'currency', 'ageAndPolicyChecked', 'privacyPolicyChecked', 'nationalIdNumber'] } }, null, 2)}\n`,
  );
  await page.getByRole('tab', { name: 'Review and export' }).click();
  await expect(page.locator('.review-breaking').first()).toBeVisible({ timeout: 60_000 });
  await shoot(page, 'review');
});
