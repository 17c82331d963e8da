import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../../e2e/fixtures';
import { STUDIO_E2E_ROOT } from './studio-e2e-root';

const NLD_OVERLAY = 'schemas/forms/registration/markets/NLD.json';
const NLD_FIXTURE = 'tests/fixtures/registration/NLD/national-id-missing.json';
const NLD_DERIVED_INVALID = 'tests/fixtures/registration/NLD/schema-invalid.json';
const NLD_NOT_REQUIRED = 'tests/fixtures/registration/NLD/national-id-not-required.json';
const NLD_VALID_FULL = 'tests/fixtures/registration/NLD/valid-full.json';

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
  // the first visit after the server started, timed by the page from the navigation's start
  await openStudio(page);
  await expect(page.getByRole('table')).toBeVisible();
  const firstVisit = Math.round(await page.evaluate(() => performance.now()));
  // the page preloads its first answers with its script: each was asked for once, before the script ran
  const answers = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/'))
      .map((entry) => ({ path: new URL(entry.name).pathname + new URL(entry.name).search, start: Math.round(entry.startTime), end: Math.round((entry as PerformanceResourceTiming).responseEnd) })),
  );
  expect(answers.map((answer) => answer.path).sort()).toEqual(['/api/matrix?form=registration', '/api/overview']);
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  const secondVisit = Math.round(await page.evaluate(() => performance.now()));
  const answered = answers.map((answer) => `${answer.path} ${answer.start}→${answer.end} ms`).join(', ');
  test.info().annotations.push({ type: 'figures', description: `first visit ${firstVisit} ms (${answered}), second visit ${secondVisit} ms` });
  console.log(`studio figures: first visit ${firstVisit} ms (${answered}), second visit ${secondVisit} ms`);
  expect(firstVisit, 'the studio shows the matrix of the content tree in under 2 s on the first visit').toBeLessThan(2_000);
  // SWE serves Swedish residents only: the country is fixed, so the national id condition is decided
  await expect(matrixCell(page, 'nationalIdNumber', 'SWE')).toHaveText('required');
  await expect(matrixCell(page, 'nationalIdNumber', 'HUN')).toHaveText('conditional');
  await expect(matrixCell(page, 'country', 'SWE')).toHaveText('required read-only');
  // the overlay's rule on hover, coloured by its layer
  await expect(matrixCell(page, 'country', 'SWE')).toHaveAttribute('title', /Spelinspektionen/);
  await expect(page.locator('td.source-market').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // keyboard: a cell is a button, Enter opens the overlay
  await matrixCell(page, 'campaignId', 'SWE').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Edit and preview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'schemas/forms/registration/markets/SWE.json' })).toBeVisible();
  await expect(page.locator('.cm-activeLine')).toContainText('"campaignId"');
});

test('a compliance officer makes nationalIdNumber required for NLD, sees matrix and preview change, saves a fixture from the preview', async ({ page }) => {
  await openStudio(page);
  // keyboard: the tabs move with the arrow keys and take the focus along
  await page.getByRole('tab', { name: 'Matrix' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Edit and preview' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Edit and preview' })).toHaveAttribute('aria-selected', 'true');
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
  // a change to the NLD overlay checks again only the variant it takes part in (registration × NLD);
  // going back to a text already checked checks nothing again
  const figures = page.locator('.check-figures');
  console.log(`studio figures: first NLD check — ${await figures.innerText()}`);
  const longer = { ...NLD_PATCH, schema: { ...NLD_PATCH.schema, properties: { nationalIdNumber: { ...NLD_PATCH.schema.properties.nationalIdNumber, maxLength: 19 } } } };
  await replaceEditorText(page, JSON.stringify({ $comment: text.$comment, ...longer }, null, 2));
  await expect(figures).toHaveText(/^1 form variant checked again, \d+ unchanged, in \d+ ms$/, { timeout: 60_000 });
  await expect(figures).toHaveAttribute('title', 'registration × NLD');
  console.log(`studio figures: NLD overlay changed — ${await figures.innerText()}`);
  await replaceEditorText(page, JSON.stringify({ $comment: text.$comment, ...NLD_PATCH }, null, 2));
  await expect(figures).toHaveText(/^0 form variants checked again, \d+ unchanged, in \d+ ms$/, { timeout: 60_000 });
  console.log(`studio figures: NLD overlay back to a checked text — ${await figures.innerText()}`);
  await expect(page.getByText('Content check: 0 new problems')).toBeVisible({ timeout: 60_000 });

  // the preview asks for the national id, with the player's message when it is left empty
  const preview = page.locator('.preview-frame');
  await expect(preview.getByLabel(/National identification number/)).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // the fixtures written for the old rule (NLD did not ask for the national id) would fail: npm test's
  // fixture runner ran them on the server with the change, and nothing was written
  const impact = page.getByRole('region', { name: /fixtures? would fail with this change/ });
  await expect(impact).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText(/^Nothing was saved: \d+ fixtures? would fail with this change\.$/)).toBeVisible();
  expect(existsSync(join(STUDIO_E2E_ROOT, NLD_OVERLAY))).toBe(false);
  const notRequired = impact.getByRole('group', { name: NLD_NOT_REQUIRED });
  await expect(notRequired).toContainText('NLD is not in mandatoryNationalIdNumberFor.');
  await expect(notRequired.locator('dd').nth(0)).toHaveText('valid');
  await expect(notRequired.locator('dd').nth(1)).toHaveText('invalid — /nationalIdNumber required');
  await expect(notRequired).toContainText('Reported, not expected/nationalIdNumber required');
  await expectNoAxeViolations(page, { exclude: ['.json-editor'] });
  // the case of the old rule goes; the full registration gets the national id a player would type
  // (filled in in the preview, saved back as the same file); every other one expects what its data gives now (shown as a diff)
  const groups = impact.getByRole('group');
  const broken = await groups.locator('legend').allInnerTexts();
  expect(broken).toContain(NLD_VALID_FULL);
  for (const path of broken) {
    const group = impact.getByRole('group', { name: path });
    if (path === NLD_NOT_REQUIRED) await group.getByRole('radio', { name: 'Remove the file' }).check();
    else if (path === NLD_VALID_FULL) {
      await group.getByRole('radio', { name: 'Fill in the missing data in the preview' }).check();
      const filling = page.getByRole('region', { name: `Filling in ${NLD_VALID_FULL}` });
      await expect(filling).toBeFocused();
      // the fixture's data on screen with the unsaved change: the player's e-mail is there, the national id is asked for
      await expect(preview.getByLabel(/^E-mail/).first()).toHaveValue('anna.dejong@example.nl');
      await preview.getByLabel(/National identification number/).fill('123456782');
      await expectNoAxeViolations(page, { exclude: ['.json-editor'] });
      await filling.getByRole('button', { name: 'Use this data for the fixture' }).click();
      await expect(filling).toBeHidden();
      const diff = group.getByLabel(`Changes to ${path}`);
      await expect(diff.locator('.diff-added').filter({ hasText: '"nationalIdNumber": "123456782"' })).toHaveCount(1);
      // the data gained the field (the line before it gained its comma); the expectation stays "valid"
      await expect(diff.locator('.diff-removed')).toHaveText(['-     "publicPerson": false']);
    } else {
      await group.getByRole('radio', { name: /^Update the expectation/ }).check();
      await expect(group.getByLabel(`Changes to ${path}`).locator('.diff-added').filter({ hasText: '"field": "/nationalIdNumber"' })).toHaveCount(1);
    }
  }
  await impact.getByRole('button', { name: 'Save the change with these fixtures' }).click();
  await expect(page.getByText(`Saved ${NLD_OVERLAY}; fixtures updated: ${broken.length - 1}, removed: 1.`)).toBeVisible({ timeout: 90_000 });
  // the save wrote src/generated again with gen's own code (npm test's gen --check is run on it below)
  const savedMessage = await page.getByText(`Saved ${NLD_OVERLAY}; fixtures updated`).innerText();
  expect(savedMessage).toMatch(/src\/generated written again by gen's code: \d+ files?, in \d+ ms\./);
  console.log(`studio figures: NLD save — ${savedMessage}`);
  expect(JSON.parse(readFileSync(join(STUDIO_E2E_ROOT, NLD_OVERLAY), 'utf8'))).toMatchObject(NLD_PATCH);
  expect(existsSync(join(STUDIO_E2E_ROOT, NLD_NOT_REQUIRED))).toBe(false);
  // the same file, with the filled-in data, still a valid registration
  const validFull = JSON.parse(readFileSync(join(STUDIO_E2E_ROOT, NLD_VALID_FULL), 'utf8')) as { data: Record<string, unknown>; expect: unknown };
  expect(validFull.data.nationalIdNumber).toBe('123456782');
  expect(validFull.expect).toEqual({ valid: true });

  // the saved change derives the chain's fixtures again: offered with what they hold, kept on request
  const derived = page.getByRole('region', { name: "The derived fixtures follow the form's change" });
  await expect(derived).toContainText(`New: ${NLD_DERIVED_INVALID}`);
  await derived.getByRole('button', { name: 'Keep the derived fixtures' }).click();
  await expect(page.getByText(new RegExp(`^Saved .*${NLD_DERIVED_INVALID}`))).toBeVisible({ timeout: 60_000 });
  await expect(derived).toBeHidden();
  const derivedInvalid = JSON.parse(readFileSync(join(STUDIO_E2E_ROOT, NLD_DERIVED_INVALID), 'utf8')) as { expect: { valid: boolean; errors: Array<{ field: string; code: string }> } };
  expect(derivedInvalid.expect.valid).toBe(false);
  expect(derivedInvalid.expect.errors).toContainEqual({ field: '/nationalIdNumber', code: 'required' });

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
  // the new fixture passes, and so does every fixture the save updated
  await expect(page.locator('.fixture-results li.pass').filter({ hasText: NLD_FIXTURE })).toBeVisible();
  await expect(page.locator('.fixture-results li.fail')).toHaveCount(0);
  await expect(page.getByText(/^(\d+) of \1 fixtures pass$/)).toBeVisible();

  // an unsaved edit that takes publicPerson out of NLD: the valid full registration still passes (other
  // fields are allowed) but no longer exercises it, so the fixtures panel flags it; discarded again
  const withoutPublicPerson = { ...NLD_PATCH, schema: { ...NLD_PATCH.schema, properties: { ...NLD_PATCH.schema.properties, publicPerson: null } }, ui: { publicPerson: null } };
  await replaceEditorText(page, JSON.stringify({ $comment: text.$comment, ...withoutPublicPerson }, null, 2));
  const flags = page.getByRole('list', { name: 'Valid fixtures that can no longer be derived from the form' });
  await expect(flags.getByRole('listitem').filter({ hasText: NLD_VALID_FULL })).toContainText('holds fields the form no longer has: publicPerson');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(flags).toBeHidden();

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
  // the patch carries gen's output for the saved content, so a clean clone with it applied passes gen --check
  await expect(review.locator('.review-generated')).toHaveText(/^and \d+ generated files? under src\/generated/);
  await expect(review.getByLabel('Summary for the pull request (Markdown)')).toContainText(/and \d+ generated files? under `src\/generated\/`/);
  await expectNoAxeViolations(page);

  // the project's own content check finds nothing in the files the studio wrote (the copy may carry
  // others' half-done work from the working tree, which is not this test's to judge)
  const report = contentCheckOutput();
  expect(report).toMatch(/Content check passed|content problem\(s\)/);
  expect(report).not.toMatch(/registration\/markets\/NLD\.json|registration\/NLD\//);
  // npm test's fixture runner over the files the studio wrote (validators compiled with gen's code):
  // every registration fixture passes
  const fixtures = fixtureCheckOutput('registration');
  expect(fixtures.status, fixtures.output).toBe(0);
  expect(fixtures.output).toMatch(/^(\d+) of \1 fixtures pass under /m);
  // and npm test's gen --check: src/generated is what gen makes of the saved content, with no terminal
  const generated = scriptOutput(['scripts/gen.ts', '--check', '--root', STUDIO_E2E_ROOT]);
  expect(generated.status, generated.output).toBe(0);
  expect(generated.output).toContain('Generated files are up to date.');
});

/** A project script over the e2e root (npx tsx …): its exit status and output. */
function scriptOutput(args: readonly string[]): { status: number; output: string } {
  try {
    return { status: 0, output: execFileSync('npx', ['tsx', ...args], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const failed = error as { status?: number; stdout?: string; stderr?: string };
    return { status: failed.status ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** `npm run studio -- --check-fixtures` over the e2e root: npm test's fixture runner on the saved files. */
function fixtureCheckOutput(form: string): { status: number; output: string } {
  return scriptOutput(['scripts/studio.ts', '--check-fixtures', '--root', STUDIO_E2E_ROOT, '--form', form]);
}

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
  // keyboard: the editor does not trap Tab
  await page.keyboard.press('Tab');
  await expect(page.locator('.json-editor .cm-content')).not.toBeFocused();
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

test('the editor completes names from the registries the content check proves against', async ({ page }) => {
  await openStudio(page);
  await page.getByRole('tab', { name: 'Edit and preview' }).click();
  await page.getByRole('combobox', { name: /^Market/ }).selectOption('GBR');
  await page.getByRole('combobox', { name: /^Layer to edit/ }).selectOption('schemas/forms/registration/markets/GBR.json');
  const file = join(STUDIO_E2E_ROOT, 'schemas/forms/registration/markets/GBR.json');
  const saved = readFileSync(file, 'utf8');
  const overlay = JSON.parse(saved) as { ui?: Record<string, unknown> };
  // the field's ui object is left open where its widget goes: a quote opens the widget names
  const text = JSON.stringify({ ...overlay, ui: { ...overlay.ui, nickName: { 'ui:widget': 'WIDGET' } } }, null, 2);
  const [head] = text.split('"WIDGET"');
  await replaceEditorText(page, `${head ?? ''}`);
  await page.keyboard.type('"te');
  const list = page.locator('.cm-tooltip-autocomplete');
  await expect(list.getByRole('option', { name: /^text$/ })).toBeVisible();
  await expect(list.getByRole('option', { name: /^noSuchWidget$/ })).toHaveCount(0);
  // CodeMirror ignores Enter for 75 ms after a list opens (interactionDelay, so a fast typist does
  // not accept by accident): a player-speed pause, not a wait for the app
  await page.waitForTimeout(150);
  await page.keyboard.press('Enter');
  // CodeMirror renders only the lines in view: the accepted name is on the cursor's line
  await expect(page.locator('.json-editor .cm-activeLine')).toContainText('"ui:widget": "text');

  // a property name from the meta-schema, on request (Ctrl-Space)
  await replaceEditorText(page, '{\n  "$comment": "GBR test",\n  "ui": { "nickName": { "ui:');
  await page.keyboard.press('Control+Space');
  await expect(list.getByRole('option', { name: /^ui:placeholder$/ })).toBeVisible();
  // an i18n key of the texts
  await replaceEditorText(page, '{\n  "$comment": "GBR test",\n  "ui": { "nickName": { "ui:help": "forms:nationalIdNumber.');
  await page.keyboard.press('Control+Space');
  await expect(list.getByRole('option', { name: /^forms:nationalIdNumber\.label$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  expect(readFileSync(file, 'utf8')).toBe(saved);

  // another form: the editor follows to that form's layer of the market, not the registration file
  await page.getByRole('combobox', { name: /^Form/ }).selectOption('login');
  await expect(page.getByRole('heading', { name: 'schemas/forms/login/markets/GBR.json' })).toBeVisible();
});

test('a payment team creates a new method, adds its field set with its texts and previews it', async ({ page }) => {
  // three checked saves, two of them of the whole content (new texts reach every check): minutes on a loaded machine
  test.setTimeout(480_000);
  const SAVE_TIMEOUT = { timeout: 150_000 };
  const catalogueFile = join(STUDIO_E2E_ROOT, 'schemas/cashier/methods.json');
  const overlayPath = 'schemas/cashier/methods/gift-card/deposit.json';
  await openStudio(page);
  await page.getByRole('combobox', { name: /^Form/ }).selectOption('cashier-deposit');
  await page.getByRole('tab', { name: 'Edit and preview' }).click();
  await page.getByRole('button', { name: 'New payment method…' }).click();
  const panel = page.getByRole('region', { name: 'New payment method' });
  await panel.getByLabel(/^Method id/).fill('gift-card');
  await panel.getByLabel(/^Rule or provider behaviour/).fill('Provider 990 (spec 2 §9): a shop gift card paid with its 16-digit card number.');
  // a platform id another method describes is refused before anything is written
  await panel.getByLabel(/^Platform method ids/).fill('1140001');
  await panel.getByLabel('Name in English').fill('Gift card');
  await panel.getByLabel('Name in Magyar').fill('Ajándékkártya');
  await panel.getByLabel('Name in Svenska').fill('Presentkort');
  const before = readFileSync(catalogueFile, 'utf8');
  await panel.getByRole('button', { name: 'Create the method' }).click();
  await expect(panel.getByRole('alert')).toContainText('Platform method id 1140001 is already described by card.');
  expect(readFileSync(catalogueFile, 'utf8')).toBe(before);
  await expectNoAxeViolations(page, { exclude: ['.json-editor'] });

  await panel.getByLabel(/^Platform method ids/).fill('990001');
  await panel.getByRole('button', { name: 'Create the method' }).click();
  await expect(page.getByRole('heading', { name: overlayPath })).toBeVisible(SAVE_TIMEOUT);
  await expect(page.getByText(`Created the method gift-card: add its fields to ${overlayPath}.`)).toBeVisible();
  const catalogue = JSON.parse(readFileSync(catalogueFile, 'utf8')) as { methods: Record<string, unknown> };
  expect(catalogue.methods['gift-card']).toEqual({ $comment: expect.stringContaining('Provider 990') as unknown, label: 'cashier:methods.gift-card', platformIds: [990001], directions: ['deposit'] });
  expect(existsSync(join(STUDIO_E2E_ROOT, overlayPath))).toBe(true);
  await expect(page.getByRole('combobox', { name: /^Payment method/ })).toHaveValue('gift-card');

  // the field set: a card number with a new text, which the translations panel asks for in every language
  const overlay = {
    $comment: 'Provider 990 (spec 2 §9): a shop gift card paid with its 16-digit card number.',
    schema: {
      required: ['amount', 'currency', 'giftCardNumber'],
      properties: { giftCardNumber: { type: 'string', title: 'cashier:fields.giftCardNumber', minLength: 16, maxLength: 16, pattern: '^[0-9]+$' } },
    },
    ui: { giftCardNumber: { 'ui:widget': 'text', 'ui:autocomplete': 'off' } },
  };
  await replaceEditorText(page, JSON.stringify(overlay, null, 2));
  // the new text is unknown until it is translated: the check says so at its pointer
  await expect(page.getByText('Content check: 1 new problem')).toBeVisible(SAVE_TIMEOUT);
  await expect(page.getByRole('list', { name: 'Content check problems' })).toContainText('/schema/properties/giftCardNumber/title: unknown i18n key "cashier:fields.giftCardNumber"');
  const translations = page.getByRole('region', { name: /texts? missing in some language/ });
  await translations.getByLabel('Text (en)').fill('Gift card number');
  await translations.getByLabel('Text (hu)').fill('Ajándékkártya száma');
  await translations.getByLabel('Text (sv)').fill('Presentkortets nummer');
  await translations.getByRole('button', { name: 'Save the texts' }).click();
  await expect(page.getByText('Saved 3 locale files.')).toBeVisible(SAVE_TIMEOUT);
  // saving the texts checks the unsaved overlay again against them
  await expect(page.getByText('Content check: 0 new problems')).toBeVisible(SAVE_TIMEOUT);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Saved ${overlayPath}.`)).toBeVisible(SAVE_TIMEOUT);

  // its first fixtures, derived from its schema: one the method accepts, one without its field that it refuses
  const fixtureDir = 'tests/fixtures/cashier-deposit/INT/gift-card';
  await page.getByRole('button', { name: 'Derive a valid and an invalid fixture from the schema' }).click();
  await expect(page.getByText(`Saved ${fixtureDir}/schema-valid.json, ${fixtureDir}/schema-invalid.json, derived from the schema.`)).toBeVisible(SAVE_TIMEOUT);
  const validFixture = JSON.parse(readFileSync(join(STUDIO_E2E_ROOT, fixtureDir, 'schema-valid.json'), 'utf8')) as { data: Record<string, unknown>; expect: unknown };
  expect(validFixture.expect).toEqual({ valid: true });
  expect(validFixture.data.giftCardNumber).toMatch(/^[0-9]{16}$/);
  const invalidFixture = JSON.parse(readFileSync(join(STUDIO_E2E_ROOT, fixtureDir, 'schema-invalid.json'), 'utf8')) as { expect: { valid: boolean; errors: unknown[] } };
  expect(invalidFixture.expect.errors).toContainEqual({ field: '/giftCardNumber', code: 'required' });
  await page.getByRole('button', { name: 'Run the fixtures' }).click();
  await expect(page.getByText('2 of 2 fixtures pass')).toBeVisible();

  // the preview shows the new method's field to a player, in Swedish too
  const preview = page.locator('.preview-frame');
  await expect(preview.getByLabel(/Gift card number/)).toBeVisible();
  await page.getByRole('combobox', { name: /^Player language/ }).selectOption('sv');
  await expect(preview.getByLabel(/Presentkortets nummer/)).toBeVisible();
  // an unsaved rule no known test value passes: schema-valid.json can no longer be derived, and says so
  await replaceEditorText(page, JSON.stringify({ ...overlay, schema: { ...overlay.schema, properties: { giftCardNumber: { ...overlay.schema.properties.giftCardNumber, pattern: '^9{16}$' } } } }, null, 2));
  const flags = page.getByRole('list', { name: 'Valid fixtures that can no longer be derived from the form' });
  await expect(flags.getByRole('listitem').filter({ hasText: `${fixtureDir}/schema-valid.json` })).toContainText('can no longer be derived from the schema: no value passes for giftCardNumber');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(flags).toBeHidden();
  // and the matrix has the method's column
  await page.getByRole('tab', { name: 'Matrix' }).click();
  await expect(page.locator('.matrix thead')).toContainText('× gift-card');
  await expect(page.locator('.matrix button[data-field="giftCardNumber"]').first()).toBeVisible();

  const report = contentCheckOutput();
  expect(report).not.toMatch(/gift-card|giftCardNumber/);
});
