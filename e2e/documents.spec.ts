import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { providerFrame } from './identification-helpers';
import { field } from './registration-helpers';

// Chromium's fake camera (a test pattern) answers getUserMedia without a prompt, for this spec only
test.use({
  launchOptions: async ({ launchOptions }, provide) => {
    await provide({ ...launchOptions, args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] });
  },
});

/** A real 32×20 PNG (decodable, so the canvas re-encodes it). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR4nGM4YaNBU8QwasGoBaMWjFowasGoBaMWEIMACjjuH0y+EOkAAAAASUVORK5CYII=', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function logIn(page: Page, isMobile: boolean, email = 'player@example.com', query = 'market=HUN'): Promise<void> {
  await openSite(page, isMobile ? `/login?${query}` : `/?modal=login&${query}`);
  await field(page, 'login', 'login').fill(email);
  await field(page, 'password', 'login').fill('Password1');
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('You are logged in now')).toBeVisible();
}

const fileInput = (page: Page) => page.locator('.upload-field input[type="file"]');

/** Picks an image as a player does: the file is checked (magic bytes, re-encoding) and listed before they go on. */
async function chooseImage(page: Page, name: string): Promise<void> {
  await fileInput(page).setInputFiles(png(name));
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText(name);
}

/** The other document's only extra field (a PEP end date) is optional: Next. */
async function skipOtherDetails(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Document details' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: /^Other document: / })).toBeVisible();
}

/** No document image and no data URL anywhere in local or session storage. */
async function expectNoImagesInStorage(page: Page): Promise<void> {
  const values = await page.evaluate(() => {
    const all: string[] = [];
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key !== null) all.push(`${key}=${storage.getItem(key) ?? ''}`);
      }
    }
    return all;
  });
  for (const value of values) {
    expect(value).not.toMatch(/data:[a-z]+\/[a-z0-9.+-]+;base64/i);
    // the start of a PNG or a JPEG in base64
    expect(value).not.toContain('iVBORw0KGgo');
    expect(value).not.toContain('/9j/');
  }
}

test.describe('account validation and documents (issue 14 §1, §2)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a passport by file and fake camera, then an address card, to "Waiting for approval"', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await logIn(page, isMobile);
    await openSite(page, '/my/account-validation');
    await expect(page.getByRole('heading', { name: 'Account validation', level: 1 })).toBeVisible();
    const stepper = page.getByRole('list', { name: 'Document status' });
    await expect(stepper).toContainText('Proof of identity: not uploaded');
    await expect(stepper).toContainText('Proof of address: not uploaded');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Passport' }).click();
    // the type's extra fields with the date rules (spec 1 §3, §5)
    await expect(page.getByRole('heading', { name: 'Passport details' })).toBeVisible();
    await field(page, 'documentNumber', 'document-details-passport').fill('AB123456');
    await field(page, 'passportIssueDate', 'document-details-passport').fill('2099-01-01');
    await field(page, 'passportExpiryDate', 'document-details-passport').fill('2020-01-01');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('The date must not be in the future.').first()).toBeVisible();
    await expect(page.getByText('The date must be in the future.').first()).toBeVisible();
    await field(page, 'passportIssueDate', 'document-details-passport').fill('2020-06-01');
    await field(page, 'passportExpiryDate', 'document-details-passport').fill('2099-01-01');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('The expiry date must be at most 50 years ahead.').first()).toBeVisible();
    await field(page, 'passportExpiryDate', 'document-details-passport').fill('2035-06-01');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Passport: Front side (1/1)' })).toBeVisible();
    // Next without an image
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please, make a snapshot or select a file.').first()).toBeVisible();

    // a text file renamed to .png is refused by its magic bytes
    await fileInput(page).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image') });
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid image format.' })).toBeVisible();
    // a file over the 5 MB maximum, with max and actual size
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1048576 - PNG.length)]);
    await fileInput(page).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByRole('alert').filter({ hasText: 'The file is too large: 6 MB, the maximum is 5 MB.' })).toBeVisible();

    await fileInput(page).setInputFiles(png('passport-front.png'));
    const chosen = page.getByRole('list', { name: 'Chosen files' });
    await expect(chosen.getByText('passport-front.png', { exact: true })).toBeVisible();
    // one image per side: a second one is refused, the camera is off until the image is removed
    await expect(page.getByRole('button', { name: 'Take a snapshot' })).toBeDisabled();
    await fileInput(page).setInputFiles(png('passport-again.png'));
    await expect(page.getByRole('alert').filter({ hasText: 'Uploading images limit is reached.' })).toBeVisible();
    await expect(chosen.getByText('passport-again.png', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove passport-front.png' }).click();

    // the fake camera: Take snapshot, Back, Take snapshot again, Confirm
    await page.getByRole('button', { name: 'Take a snapshot' }).click();
    const camera = page.getByRole('dialog', { name: 'Create a snapshot of your document.' });
    await expect(camera).toBeVisible();
    const take = camera.getByRole('button', { name: 'Take snapshot' });
    await expect(take).toBeEnabled();
    await expectNoAxeViolations(page);
    await take.click();
    await camera.getByRole('button', { name: 'Back' }).click();
    await take.click();
    await camera.getByRole('button', { name: 'Confirm' }).click();
    await expect(camera).toBeHidden();
    await expect(chosen.getByText('snapshot-1.jpg', { exact: true })).toBeVisible();
    // the camera is stopped when the dialog closes
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('video').length)).toBe(0);
    await expectNoImagesInStorage(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Check your Passport images' })).toBeVisible();
    await expect(page.getByText('snapshot-1.jpg', { exact: true })).toBeVisible();
    await expect(page.getByText('passport-front.png', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByText('Your documents have been uploaded.')).toBeVisible();
    await expect(stepper).toContainText('Proof of identity: uploaded');
    await expect(stepper).toContainText('Proof of address: not uploaded');

    await page.getByRole('button', { name: 'Address card' }).click();
    // the address card number keeps only letters and digits
    await field(page, 'addressCardNumber', 'document-details-address-card').fill('12-34 56/AB');
    await expect(field(page, 'addressCardNumber', 'document-details-address-card')).toHaveValue('123456AB');
    await field(page, 'addressCardIssueDate', 'document-details-address-card').fill('2022-05-05');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Address card: Front side (1/2)' })).toBeVisible();
    await chooseImage(page, 'address-front.png');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Address card: Back side (2/2)' })).toBeVisible();
    // Back before choosing the back, Next again: the front keeps its image, the back is still empty (it once showed the front's)
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Address card: Front side (1/2)' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('address-front.png');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Address card: Back side (2/2)' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);
    await chooseImage(page, 'address-back.png');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Check your Address card images' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
    await expect(page.getByText('processing may take 1-2 days')).toBeVisible();
    await expect(stepper).toContainText('Proof of address: uploaded');
    // the platform stored each file with its own side (GET /api/__mock/documents, mock only)
    const stored = await page.evaluate(async () => ((await (await fetch('/api/__mock/documents')).json()) as { documents: Array<{ fileName: string; side: string }> }).documents);
    expect(stored.filter((document) => document.fileName.startsWith('address-')).map(({ fileName, side }) => `${fileName} ${side}`)).toEqual([
      'address-front.png front',
      'address-back.png back',
    ]);
    // the uploaded documents as the platform serves them (GET /api/player/documents/images/{id})
    const served = page.getByRole('region', { name: 'Your documents' });
    await expect(served.getByRole('img', { name: 'Address card, Back side' })).toBeVisible();
    await expect.poll(() => served.getByRole('img').first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expectNoAxeViolations(page);
    await expectNoImagesInStorage(page);

    // the documents page shows the same state
    await openSite(page, '/my/documents');
    await expect(page.getByRole('heading', { name: 'My documents', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
    // the simulation keeps image bytes in the tab's memory only: after a reload the platform says the file is gone
    await expect(page.getByText('The image is not available any more.').first()).toBeVisible();
  });

  test('server refusals (274, 275) and a cancelled slow upload keep the images on the confirmation', async ({ page, isMobile }) => {
    await logIn(page, isMobile);
    await openSite(page, '/my/documents');
    await page.getByRole('button', { name: 'Other document' }).click();
    await skipOtherDetails(page);
    await chooseImage(page, 'virus.png');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The file contains a virus and was rejected.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check your Other document images' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Restart' }).click();
    await page.getByRole('button', { name: 'Other document' }).click();
    await skipOtherDetails(page);
    await chooseImage(page, 'antivirus-down.png');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The virus check is not available right now.' })).toBeVisible();

    await page.getByRole('button', { name: 'Reset' }).click();
    await chooseImage(page, 'slow-upload.png');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Uploading image 1 of 1' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(page.getByRole('heading', { name: 'Check your Other document images' })).toBeVisible();
    await expect(page.getByText('slow-upload.png', { exact: true })).toBeVisible();
    await expectNoImagesInStorage(page);
  });
});

test.describe('Next while an upload field is busy (issue 14 §2)', () => {
  test('Next right after choosing a file waits for its check and goes on with the image', async ({ page, isMobile }) => {
    await logIn(page, isMobile);
    await openSite(page, '/my/documents');
    await page.getByRole('button', { name: 'Other document' }).click();
    await skipOtherDetails(page);
    // a larger file: its magic bytes are read and the image re-encoded before it is listed
    const large = Buffer.concat([PNG, Buffer.alloc(3 * 1048576)]);
    await fileInput(page).setInputFiles({ name: 'bank-statement.png', mimeType: 'image/png', buffer: large });
    // no wait for the list: the player taps Next at once
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Check your Other document images' })).toBeVisible();
    await expect(page.getByText('bank-statement.png', { exact: true })).toBeVisible();
    await expect(page.getByText('Please, make a snapshot or select a file.')).toHaveCount(0);
  });
});

test.describe('automatic identity providers on account validation (issue 14 §2, spec 1 §4)', () => {
  test.describe.configure({ timeout: 120_000 });
  const FRAME = 'Veriff identity verification';

  test('the providers switched on by the back end are offered above the manual upload; Veriff approves and the player is verified', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'unverified@example.com', 'market=INT&automaticVerification=veriff,sumsub');
    await openSite(page, '/my/account-validation');
    const automatic = page.getByRole('region', { name: 'Verify automatically' });
    await expect(automatic.getByRole('button')).toHaveText(['Verify with Veriff', 'Verify with Sumsub']);
    // the manual form stays below (305 tells the player to use "the form below")
    await expect(page.getByRole('heading', { name: 'Upload documents for a manual check' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Document status' })).toContainText('Proof of identity: not uploaded');
    await expectNoAxeViolations(page);

    await automatic.getByRole('button', { name: 'Verify with Sumsub' }).click();
    await expect(automatic.getByRole('heading', { name: /Verify your identity with Sumsub/ })).toContainText('Step 1 of 3');
    await automatic.getByRole('button', { name: 'Back' }).click();
    await automatic.getByRole('button', { name: 'Verify with Veriff' }).click();
    await automatic.getByRole('button', { name: 'Start verification' }).click();
    const frame = await providerFrame(page, FRAME);
    await expectNoAxeViolations(page);
    await frame.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('You have been successfully verified!')).toBeVisible();
    await expect(page.locator(`iframe[title="${FRAME}"]`)).toHaveCount(0);
    const status = await page.evaluate(async () => ((await (await fetch('/api/player/verification/status')).json()) as { status?: string }).status);
    expect(status).toBe('approved');
    // a verified player is offered no automatic verification any more
    await openSite(page, '/my/account-validation');
    await expect(page.getByRole('list', { name: 'Document status' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Verify automatically' })).toHaveCount(0);
  });

  test('without a provider flag the page offers only the manual upload', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'unverified@example.com', 'market=INT&automaticVerification=off');
    await openSite(page, '/my/account-validation');
    await expect(page.getByRole('list', { name: 'Document status' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Verify automatically' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Upload documents for a manual check' })).toHaveCount(0);
  });
});

test.describe('source of funds (issue 14 §3)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('plain mode with a required amount and a document, then another source without the declared one', async ({ page, isMobile }) => {
    await logIn(page, isMobile);
    await openSite(page, '/my/sof-validation?sofAmount=required');
    await expect(page.getByRole('heading', { name: 'Source of funds', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    const type = page.getByRole('combobox', { name: 'Source of funds' });
    await expect(type.locator('option')).toHaveText(['Choose…', 'Salary', 'Self-employed income', 'Company profit', 'Sale of assets', 'Inheritance', 'Savings', 'Other']);
    await type.selectOption({ label: 'Salary' });
    const amount = page.getByRole('textbox', { name: 'Monthly amount' });
    await amount.fill('0');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please enter a valid number.').first()).toBeVisible();
    await amount.fill('2500');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Please, make a snapshot or select a file.').first()).toBeVisible();
    await fileInput(page).setInputFiles(png('payslip.png'));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
    await expectNoImagesInStorage(page);
    await page.getByRole('button', { name: 'Add another source of fund' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('combobox', { name: 'Source of funds' }).locator('option')).not.toContainText(['Salary']);
  });

  test('range mode: a checkbox per type and its required monthly range', async ({ page, isMobile }) => {
    await logIn(page, isMobile);
    await openSite(page, '/my/sof-validation?sofMode=range&sofFile=optional');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('checkbox', { name: 'Savings' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please make a selection.').first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'Savings' }).check();
    const range = page.getByRole('combobox', { name: 'Monthly amount' });
    await expect(range.locator('option')).toHaveText(['Choose…', 'less than 1.000 HUF/month', '1.000 - 5.000 HUF/month', '5.000 - 20.000 HUF/month', 'more than 20.000 HUF/month']);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await range.selectOption({ label: '1.000 - 5.000 HUF/month' });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
  });

  test('validationType naming a rejected type offers only that type', async ({ page, isMobile }) => {
    await logIn(page, isMobile);
    await openSite(page, '/my/sof-validation?validationType=inheritance&sofRejected=inheritance');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('combobox', { name: 'Source of funds' }).locator('option')).toHaveText(['Choose…', 'Inheritance']);
  });
});
