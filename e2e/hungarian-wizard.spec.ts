import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { field } from './registration-helpers';

/** A real 32×20 PNG (decodable, so the canvas re-encodes it). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR4nGM4YaNBU8QwasGoBaMWjFowasGoBaMWEIMACjjuH0y+EOkAAAAASUVORK5CYII=', 'base64');

/** Logs in on HUN under a fake clock ("today" 2026-06-15) and opens the wizard from the verification page, as a player does. */
async function openWizard(page: Page, isMobile: boolean, email = 'wizard@example.com', answerCookies = true): Promise<void> {
  await page.clock.install({ time: new Date('2026-06-15T12:00:00Z') });
  await openSite(page, isMobile ? '/login?market=HUN' : '/?modal=login&market=HUN');
  await field(page, 'login', 'login').fill(email);
  await field(page, 'password', 'login').fill('Password1');
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('You are logged in now')).toBeVisible();
  // the cookie choice is kept for the browser: a second tab is not asked again
  if (answerCookies) await page.getByRole('button', { name: 'Only necessary cookies' }).click();
  await page.goto('/my/verification?validationType=deposit');
  await page.getByRole('button', { name: /Hungarian licence verification/ }).click();
  await expect(page).toHaveURL(/\/my\/account-validation\?method=hungarianWizard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hungarian licence verification' })).toBeVisible();
}

const step = (page: Page) => page.locator('.wizard-header');

const fileInput = (page: Page) => page.locator('.upload-field input[type="file"]');

/** Step 4 for a document with a front and a back: one image each, Next between them, both required. */
async function chooseFrontAndBack(page: Page, type: string): Promise<void> {
  await expect(page.getByRole('heading', { name: `${type}: Front side (1/2)` })).toBeVisible();
  await fileInput(page).setInputFiles({ name: 'card-front.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('card-front.png');
  // one image per side: the camera is off once the side has its image
  await expect(page.getByRole('button', { name: 'Take a snapshot' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: `${type}: Back side (2/2)` })).toBeVisible();
  await page.getByRole('button', { name: 'Upload and continue' }).click();
  await expect(page.getByText('Please, make a snapshot or select a file.').first()).toBeVisible();
  await fileInput(page).setInputFiles({ name: 'card-back.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('card-back.png');
}

/** Step 4: an image by file (or the chosen ones), uploaded, then step 5 polls (128, 128) every 10 s until the details come → the deposit page. */
async function uploadAndWaitForApproval(page: Page, chosen = false): Promise<void> {
  if (!chosen) {
    await fileInput(page).setInputFiles({ name: 'document-front.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('document-front.png');
  }
  await page.getByRole('button', { name: 'Upload and continue' }).click();
  await expect(step(page)).toContainText('Waiting for approval');
  await expect(page.getByText('We check again every 10 seconds.')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoImagesInStorage(page);
  await page.clock.runFor(10_000);
  await expect(page.getByText('We check again every 10 seconds.')).toBeVisible();
  await expect(page).toHaveURL(/method=hungarianWizard/);
  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(/\/payment\/deposit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  // the verification type is removed on leaving
  expect(await page.evaluate(() => window.sessionStorage.getItem('site:verification-type'))).toBeNull();
}

/** No document image and no data URL anywhere in local or session storage. */
async function expectNoImagesInStorage(page: Page): Promise<void> {
  const values = await page.evaluate(() =>
    [window.localStorage, window.sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`)),
  );
  for (const value of values) {
    expect(value).not.toMatch(/data:[a-z]+\/[a-z0-9.+-]+;base64/i);
    expect(value).not.toContain('iVBORw0KGgo');
  }
}

test.describe('Hungarian-licence wizard (issue 14 §4)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('new verification: personal details, a duplicated card, document details, snapshot, polling to payment', async ({ page, isMobile }) => {
    await openWizard(page, isMobile);
    await expect(step(page)).toContainText('Step 1 of 6');
    await expect(step(page)).toContainText('Quick verification or new verification');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'New verification' }).click();

    await expect(step(page)).toContainText('Step 2 of 6');
    await field(page, 'zipCode', 'hungarian-wizard-personal').fill('0123');
    await field(page, 'city', 'hungarian-wizard-personal').fill('Budapest');
    await field(page, 'address', 'hungarian-wizard-personal').fill('Fő utca 1.');
    // the address card number keeps only letters and digits
    await field(page, 'addressCardNumber', 'hungarian-wizard-personal').fill('12-34 56/AB');
    await expect(field(page, 'addressCardNumber', 'hungarian-wizard-personal')).toHaveValue('123456AB');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('A Hungarian zip code has 4 digits and does not start with 0.').first()).toBeVisible();
    await field(page, 'zipCode', 'hungarian-wizard-personal').fill('1051');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(step(page)).toContainText('Personal document or membership card');
    // the platform keeps the saved steps (the demo's simulation too, in the tab's session): a reload resumes here
    await page.goto('/my/account-validation?method=hungarianWizard');
    await expect(step(page)).toContainText('Step 3 of 6');
    await expect(step(page)).toContainText('Personal document or membership card');
    if (!isMobile) {
      // tabs on desktop
      await expect(page.getByRole('tab', { name: 'Personal document' })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('tab', { name: 'Membership card' }).click();
    }
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Enter my card number' }).click();
    await field(page, 'lvcNumber', 'hungarian-wizard-lvc').fill('87654321');
    await page.getByRole('button', { name: 'Look up my card' }).click();

    await expect(step(page)).toContainText('Document details');
    await expect(page.getByText('Your card has already been used. Please enter your document information below.')).toBeVisible();
    await field(page, 'documentType', 'hungarian-wizard-document').selectOption({ label: 'National ID card' });
    await field(page, 'documentNumber', 'hungarian-wizard-document').fill('AB123456');
    await field(page, 'issueDate', 'hungarian-wizard-document').fill('2026-07-01');
    await field(page, 'expiryDate', 'hungarian-wizard-document').fill('2026-06-14');
    await field(page, 'issuedBy', 'hungarian-wizard-document').fill('BM');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('The date must be in the future.').first()).toBeVisible();
    await expect(page.getByText('The date must not be in the future.').first()).toBeVisible();
    await field(page, 'issueDate', 'hungarian-wizard-document').fill('2020-06-01');
    await field(page, 'expiryDate', 'hungarian-wizard-document').fill('2077-01-01');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('The expiry date must be at most 50 years ahead.').first()).toBeVisible();
    await field(page, 'expiryDate', 'hungarian-wizard-document').fill('2030-06-01');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(step(page)).toContainText('Snapshots of your document');
    await chooseFrontAndBack(page, 'National ID card');
    await uploadAndWaitForApproval(page, true);
  });

  test('starts at step 5 (128); the review sends the images back (a repeated 125): front and back again, then approved', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-06-15T12:00:00Z') });
    await openSite(page, '/?modal=login&market=HUN');
    await field(page, 'login', 'login').fill('wizard2@example.com');
    await field(page, 'password', 'login').fill('Password1');
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('You are logged in now')).toBeVisible();
    await page.goto('/my/account-validation?method=hungarianWizard&validationType=withdrawal&hwStart=again');
    // 128 at start: straight to waiting for approval
    await expect(step(page)).toContainText('Waiting for approval');
    await expect(page.getByText('We check again every 10 seconds.')).toBeVisible();
    await page.clock.runFor(10_000);
    // 125 while waiting: one step back, with the reason
    await expect(step(page)).toContainText('Snapshots of your document');
    await expect(page.getByText(/Your documents could not b/)).toBeVisible();
    await expectNoAxeViolations(page);
    await chooseFrontAndBack(page, 'National ID card');
    await page.getByRole('button', { name: 'Upload and continue' }).click();
    await expect(step(page)).toContainText('Waiting for approval');
    await expectNoImagesInStorage(page);
    await page.clock.runFor(10_000);
    await page.clock.runFor(10_000);
    await expect(page).toHaveURL(/\/payment\/withdrawal$/);
  });

  test('membership card found and confirmed (stacked on mobile), then its snapshot', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openWizard(page, isMobile);
    await page.getByRole('button', { name: 'New verification' }).click();
    await field(page, 'zipCode', 'hungarian-wizard-personal').fill('1051');
    await field(page, 'city', 'hungarian-wizard-personal').fill('Budapest');
    await field(page, 'address', 'hungarian-wizard-personal').fill('Fő utca 1.');
    await field(page, 'addressCardNumber', 'hungarian-wizard-personal').fill('123456AB');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(step(page)).toContainText('Personal document or membership card');
    if (isMobile) {
      // stacked on mobile: both choices at once, no tabs
      await expect(page.getByRole('tab')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Membership card', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Passport' })).toBeVisible();
    } else {
      await page.getByRole('tab', { name: 'Membership card' }).click();
    }
    await page.getByRole('button', { name: 'Enter my card number' }).click();
    await field(page, 'lvcNumber', 'hungarian-wizard-lvc').fill('12345678');
    await page.getByRole('button', { name: 'Look up my card' }).click();
    await expect(page.getByText('We found your membership card. Are these your details?')).toBeVisible();
    await expect(page.getByText('Zoltán Szabó')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Yes, these are my details' }).click();
    await expect(page.getByText('Take a snapshot of your membership card or upload its images.')).toBeVisible();
    await uploadAndWaitForApproval(page);
  });

  test('quick mode: a wrong password (265), then the other account\'s details and snapshots confirmed in 4 steps', async ({ page, isMobile }) => {
    await openWizard(page, isMobile, 'wizard2@example.com');
    await page.getByRole('button', { name: 'Quick verification', exact: true }).click();
    await field(page, 'siteId', 'hungarian-wizard-quick-login').fill('SITE-7');
    await field(page, 'email', 'hungarian-wizard-quick-login').fill('quick@example.com');
    await field(page, 'password', 'hungarian-wizard-quick-login').fill('Wrong1');
    await page.getByRole('button', { name: 'Check my account' }).click();
    await expect(page.getByText(/The password is wrong/).first()).toBeVisible();
    await field(page, 'password', 'hungarian-wizard-quick-login').fill('Password1');
    await page.getByRole('button', { name: 'Check my account' }).click();

    await expect(step(page)).toContainText('Step 1 of 4');
    await expect(step(page)).toContainText('Confirm your personal details');
    await expect(field(page, 'zipCode', 'hungarian-wizard-personal')).toHaveValue('1051');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(step(page)).toContainText('Step 2 of 4');
    await expect(field(page, 'documentNumber', 'hungarian-wizard-document')).toHaveValue('123456AB');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(step(page)).toContainText('Step 3 of 4');
    // the other site's images, served by the platform
    const images = page.locator('.documents-served img');
    await expect(images).toHaveCount(2);
    await expect.poll(() => images.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(32);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm snapshots' }).click();
    await expect(step(page)).toContainText('Step 4 of 4');
    await page.clock.runFor(10_000);
    await page.clock.runFor(10_000);
    await expect(page).toHaveURL(/\/payment\/deposit$/);
  });

  test('a visitor choosing the wizard logs in first and comes back to it (spec 1 §6: offered to anyone, the account pages need login)', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openSite(page, '/my/account-validation?method=hungarianWizard&market=HUN');
    await expect(page.getByRole('heading', { level: 1, name: 'Authorization required' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    // the phone's login page (told to come back), the desktop's dialog over this page
    if (isMobile) await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await field(page, 'login', 'login').fill('wizard@example.com');
    await field(page, 'password', 'login').fill('Password1');
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/my\/account-validation\?method=hungarianWizard/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hungarian licence verification' })).toBeVisible();
    await expect(step(page)).toContainText('Quick verification or new verification');
  });

  test('a second tab with the wizard disables the first one', async ({ page, context, isMobile }) => {
    await openWizard(page, isMobile);
    await expect(page.getByRole('button', { name: 'New verification' })).toBeEnabled();
    const second = await context.newPage();
    await openWizard(second, isMobile, 'wizard@example.com', false);
    await expect(second.getByRole('button', { name: 'New verification' })).toBeEnabled();
    await expect(page.getByRole('alert').filter({ hasText: 'You have opened a new tab, so please continue the verification process there' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New verification' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await expect(second.getByText('You have opened a new tab')).toHaveCount(0);
    // the newer tab leaves the wizard (Close goes home): the first one is the player's again
    await second.getByRole('button', { name: 'Close' }).click();
    await expect(second).toHaveURL(/\/$/);
    await expect(page.getByText('You have opened a new tab')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New verification' })).toBeEnabled();
    await page.getByRole('button', { name: 'New verification' }).click();
    await expect(step(page)).toContainText('Step 2 of 6');
    await second.close();
  });
});
