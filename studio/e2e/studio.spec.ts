import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../../e2e/fixtures';
import { STUDIO_E2E_ROOT } from './studio-e2e-root';

const NLD_OVERLAY = 'schemas/forms/registration/markets/NLD.json';
const NLD_FIXTURE = 'tests/fixtures/registration/NLD/national-id-missing.json';

/** The overlay a compliance officer writes: NLD asks every player for the national id number. */
const NLD_PATCH = {
  schema: {
    required: ['email', 'confirmEmail', 'password', 'confirmPassword', 'nickName', 'birthDate', 'gender', 'country', 'zipCode', 'phoneNumber', 'currency', 'ageAndPolicyChecked', 'privacyPolicyChecked', 'nationalIdNumber'],
    properties: {
      nationalIdNumber: { type: 'string', title: 'forms:nationalIdNumber.label', minLength: 1, maxLength: 20, 'x-sensitive': true },
    },
  },
};

/** Replaces the CodeMirror document with a text, as typing would (insertText: no auto-indent). */
async function replaceEditorText(page: Page, text: string): Promise<void> {
  const content = page.locator('.json-editor .cm-content');
  await content.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

async function openStudio(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Content studio', level: 1 })).toBeVisible();
}

function matrixCell(page: Page, field: string, market: string) {
  return page.locator(`.matrix button[data-field="${field}"][data-market="${market}"]`).first();
}

test.describe.configure({ mode: 'serial' });

test('the matrix shows each market, decides conditions with its settings and opens the overlay at the pointer', async ({ page }) => {
  await openStudio(page);
  await expect(page.getByRole('table')).toBeVisible();
  // a second visit (the server has read the tree once), timed by the page from the navigation's start
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  const loadedIn = await page.evaluate(() => performance.now());
  expect(loadedIn, 'the studio shows the matrix of the content tree in under 2 s').toBeLessThan(2_000);
  // SWE serves Swedish residents only: the country is fixed, so the national id condition is decided
  await expect(matrixCell(page, 'nationalIdNumber', 'SWE')).toHaveText('required');
  await expect(matrixCell(page, 'nationalIdNumber', 'HUN')).toHaveText('conditional');
  await expect(matrixCell(page, 'country', 'SWE')).toHaveText('required read-only');
  // the overlay's rule on hover, coloured by its layer
  await expect(matrixCell(page, 'country', 'SWE')).toHaveAttribute('title', /Spelinspektionen/);
  await expect(page.locator('td.source-market').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await matrixCell(page, 'campaignId', 'SWE').click();
  await expect(page.getByRole('tab', { name: 'Edit and preview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'schemas/forms/registration/markets/SWE.json' })).toBeVisible();
  await expect(page.locator('.cm-activeLine')).toContainText('"campaignId"');
});

test('a compliance officer makes nationalIdNumber required for NLD, sees matrix and preview change, saves a fixture from the preview', async ({ page }) => {
  await openStudio(page);
  await page.getByRole('tab', { name: 'Edit and preview' }).click();
  await page.getByRole('combobox', { name: /^Market/ }).selectOption('NLD');
  await page.getByRole('combobox', { name: /^Layer to edit/ }).selectOption(NLD_OVERLAY);

  // a new overlay starts with the rule it implements
  await expect(page.getByText('This overlay does not exist yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create the overlay' })).toBeDisabled();
  await page.getByLabel('Rule this overlay implements ($comment)').fill('Kansspelautoriteit (Wok, art. 4a): players are identified with their BSN at registration.');
  await page.getByRole('button', { name: 'Create the overlay' }).click();

  const text = JSON.parse(await page.locator('.json-editor .cm-content').innerText()) as Record<string, unknown>;
  await replaceEditorText(page, JSON.stringify({ $comment: text.$comment, ...NLD_PATCH }, null, 2));
  // the content check of every registration chain runs on the server (seconds on a busy machine)
  await expect(page.getByText('Content check: 0 new problems')).toBeVisible({ timeout: 60_000 });

  // the preview asks for the national id, with the player's message when it is left empty
  const preview = page.locator('.preview-frame');
  await expect(preview.getByLabel(/National identification number/)).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Saved ${NLD_OVERLAY}.`)).toBeVisible({ timeout: 60_000 });
  expect(JSON.parse(readFileSync(join(STUDIO_E2E_ROOT, NLD_OVERLAY), 'utf8'))).toMatchObject(NLD_PATCH);

  // the player's view: submit the empty form and see the messages
  await preview.locator('button[type=submit]').first().click();
  await expect(preview.getByRole('alert').first()).toBeVisible();
  await expectNoAxeViolations(page, { exclude: ['.json-editor'] });

  // save what is on screen as a fixture, then run the form's fixtures
  await page.getByLabel('Case name', { exact: true }).fill('National id missing');
  await page.getByLabel('Description', { exact: true }).fill('NLD: an empty registration lacks the national id number among the other required fields');
  await page.getByRole('button', { name: 'Save as fixture' }).click();
  await expect(page.getByText(`Saved ${NLD_FIXTURE}`)).toBeVisible({ timeout: 60_000 });
  const fixture = JSON.parse(readFileSync(join(STUDIO_E2E_ROOT, NLD_FIXTURE), 'utf8')) as { expect: { valid: boolean; errors: Array<{ field: string; code: string }> } };
  expect(fixture.expect.valid).toBe(false);
  expect(fixture.expect.errors).toContainEqual({ field: '/nationalIdNumber', code: 'required' });
  await page.getByRole('button', { name: 'Run the fixtures' }).click();
  // the new fixture passes; the fixtures written for the old rule (NLD did not ask for the national id)
  // now fail and say why: the change is breaking, and the studio shows it before anything is merged
  await expect(page.getByText(/^\d+ of \d+ fixtures pass$/)).toBeVisible();
  await expect(page.locator('.fixture-results li.pass').filter({ hasText: NLD_FIXTURE })).toBeVisible();
  await expect(page.locator('.fixture-results li.fail').filter({ hasText: 'national-id-not-required.json' })).toContainText('unexpected: /nationalIdNumber required');

  // the matrix now shows NLD's new requirement from the NLD overlay
  await page.getByRole('tab', { name: 'Matrix' }).click();
  await expect(matrixCell(page, 'nationalIdNumber', 'NLD')).toHaveText('required');
  await expect(matrixCell(page, 'nationalIdNumber', 'NLD')).toHaveAttribute('data-source', NLD_OVERLAY);

  // review: the semantic diff against the last commit flags the new requirement, names the rule and the fixture
  await page.getByRole('tab', { name: 'Review and export' }).click();
  const review = page.getByRole('tabpanel', { name: 'Review and export' });
  await expect(review.locator('.review-breaking').filter({ hasText: 'nationalIdNumber' })).toContainText('newly required');
  await expect(review.getByLabel('Summary for the pull request (Markdown)')).toContainText('Kansspelautoriteit (Wok, art. 4a)');
  await expect(review.getByLabel('Summary for the pull request (Markdown)')).toContainText(NLD_FIXTURE);
  await expect(review.getByRole('link', { name: 'Export as a patch file' })).toHaveAttribute('download', 'content-change.patch');
  await expectNoAxeViolations(page);

  // the project's own content check finds nothing in the files the studio wrote (the copy may carry
  // others' half-done work from the working tree, which is not this test's to judge)
  const report = contentCheckOutput();
  expect(report).toMatch(/Content check passed|content problem\(s\)/);
  expect(report).not.toMatch(/registration\/markets\/NLD\.json|registration\/NLD\//);
});

/** `npm run check:content` over the e2e root: its report, whether it passed or not. */
function contentCheckOutput(): string {
  try {
    return execFileSync('npx', ['tsx', 'scripts/check-content.ts', '--root', STUDIO_E2E_ROOT], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  }
}

test('an invalid edit shows the error at its pointer and writes nothing', async ({ page }) => {
  await openStudio(page);
  await page.getByRole('tab', { name: 'Edit and preview' }).click();
  await page.getByRole('combobox', { name: /^Market/ }).selectOption('GBR');
  await page.getByRole('combobox', { name: /^Layer to edit/ }).selectOption('schemas/forms/registration/markets/GBR.json');
  const file = join(STUDIO_E2E_ROOT, 'schemas/forms/registration/markets/GBR.json');
  const before = readFileSync(file, 'utf8');
  const overlay = JSON.parse(before) as { ui?: Record<string, unknown> };
  await replaceEditorText(page, JSON.stringify({ ...overlay, ui: { ...overlay.ui, nickName: { 'ui:widget': 'noSuchWidget' } } }, null, 2));
  await expect(page.getByRole('list', { name: 'Content check problems' })).toContainText('schemas/forms/registration/markets/GBR.json: /ui/nickName/ui:widget', { timeout: 60_000 });
  // the preview says why it cannot show the form instead of breaking the studio
  await expect(page.locator('.preview-frame').getByRole('alert')).toContainText("No widget 'noSuchWidget'");
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Nothing was saved: the change has 1 problem/)).toBeVisible({ timeout: 60_000 });
  expect(readFileSync(file, 'utf8')).toBe(before);

  // a syntax error is shown with its line, and nothing is written either
  await replaceEditorText(page, '{ "$comment": "broken", ');
  await expect(page.getByRole('list', { name: 'Content check problems' })).toContainText('line 1');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Nothing was saved/)).toBeVisible();
  expect(readFileSync(file, 'utf8')).toBe(before);
});

test('a payment team previews a method field set per market', async ({ page }) => {
  await openStudio(page);
  await page.getByRole('combobox', { name: /^Form/ }).selectOption('cashier-deposit');
  await expect(page.locator('.matrix thead')).toContainText('× card');
  await page.getByRole('tab', { name: 'Edit and preview' }).click();
  await page.getByRole('combobox', { name: /^Payment method/ }).selectOption('card');
  await expect(page.getByRole('combobox', { name: /^Layer to edit/ })).toContainText('schemas/cashier/methods/card/deposit.json');
  await expect(page.locator('.preview-frame').getByLabel(/Card number/i)).toBeVisible();
  await page.getByRole('combobox', { name: /^Width/ }).selectOption('mobile');
  await expect(page.locator('.preview-frame')).toHaveAttribute('data-width', 'mobile');
  await page.getByRole('combobox', { name: /^Player language/ }).selectOption('hu');
  await expect(page.locator('.preview-frame')).toHaveAttribute('lang', 'hu');
});

test('the flow graph marks its states and a step previews its page', async ({ page }) => {
  await openStudio(page);
  await page.getByRole('tab', { name: 'Flows' }).click();
  await page.getByRole('combobox', { name: /^Flow/ }).selectOption('flows/registration.flow.json');
  await expect(page.locator('.react-flow__node').first()).toBeVisible();
  await expect(page.getByText(/\d+ states, \d+ transitions/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: /^details — registration \/ details/ }).click();
  await expect(page.getByRole('heading', { name: 'Step details' })).toBeVisible();
  await expect(page.locator('.flow-step .preview-frame').getByLabel(/E-mail/i).first()).toBeVisible();
  await expectNoAxeViolations(page, { exclude: ['.react-flow'] });
  expect(existsSync(join(STUDIO_E2E_ROOT, 'flows/registration.flow.json'))).toBe(true);
});
