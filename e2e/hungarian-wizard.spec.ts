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

/** Logs wizard2 in on HUN under a fake clock, for a wizard started under review by QA's hwStart. */
async function logInUnderReview(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-06-15T12:00:00Z') });
  await openSite(page, '/?modal=login&market=HUN');
  await field(page, 'login', 'login').fill('wizard2@example.com');
  await field(page, 'password', 'login').fill('Password1');
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('You are logged in now')).toBeVisible();
}

/** Step 2's membership card: a tab on desktop, stacked below the documents on mobile. */
async function openCardTab(page: Page, isMobile: boolean): Promise<void> {
  if (!isMobile) await page.getByRole('tab', { name: 'Membership card' }).click();
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
  // Back before choosing the back and Next again: the front keeps its image, the back is still empty
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { name: `${type}: Front side (1/2)` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('card-front.png');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: `${type}: Back side (2/2)` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Upload and continue' }).click();
  await expect(page.getByText('Please, make a snapshot or select a file.').first()).toBeVisible();
  await fileInput(page).setInputFiles({ name: 'card-back.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('card-back.png');
}

/** The side's form shows exactly this chosen file: its name and one thumbnail; answers the thumbnail's image id. */
async function expectChosen(page: Page, name: string): Promise<string> {
  const chosen = page.getByRole('list', { name: 'Chosen files' }).getByRole('listitem');
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText(name);
  const thumbnail = chosen.locator('canvas.upload-thumbnail');
  await expect(thumbnail).toHaveCount(1);
  return (await thumbnail.getAttribute('data-upload-id')) ?? '';
}

/** What the mock platform stored for the player's uploads (GET /api/__mock/documents, fetched where msw runs). */
async function storedUploads(page: Page): Promise<Array<{ fileName: string; side: string }>> {
  return page.evaluate(async () => {
    const answer = (await (await fetch('/api/__mock/documents')).json()) as { documents: Array<{ fileName: string; side: string }> };
    return answer.documents.map(({ fileName, side }) => ({ fileName, side }));
  });
}

/** The approval polls the platform has answered since now (step 5's deposit or withdrawal details calls). */
function approvalAnswers(page: Page): () => number {
  let count = 0;
  page.on('response', (response) => {
    if (/\/api\/payment\/(deposit|withdrawal)\/details$/.test(new URL(response.url()).pathname)) count += 1;
  });
  return () => count;
}

/**
 * Step 5 between two polls: waits until the last poll is answered and the wizard waits again (its
 * 10 s timer set), lets the fake clock pass the 10 s and waits for the next poll's answer. The clock
 * never moves while a poll is in flight: it would fire that call's 5 s timeout instead and leave the
 * next timer unfired (the quick-mode CI flake of stop 23: the redirect never came).
 */
async function nextApprovalPoll(page: Page, answers: () => number): Promise<void> {
  await expect(page.getByText('We check again every 10 seconds.')).toBeVisible();
  const before = answers();
  await page.clock.runFor(10_000);
  await expect.poll(answers).toBe(before + 1);
}

/** Step 4: an image by file (or the chosen ones), uploaded, then step 5 polls (128, 128) every 10 s until the details come → the deposit page. */
async function uploadAndWaitForApproval(page: Page, chosen = false): Promise<void> {
  if (!chosen) {
    await fileInput(page).setInputFiles({ name: 'document-front.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('document-front.png');
  }
  const answers = approvalAnswers(page);
  await page.getByRole('button', { name: 'Upload and continue' }).click();
  await expect(step(page)).toContainText('Waiting for approval');
  await expect(page.getByText('We check again every 10 seconds.')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoImagesInStorage(page);
  await nextApprovalPoll(page, answers);
  await expect(page).toHaveURL(/method=hungarianWizard/);
  await nextApprovalPoll(page, answers);
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

  test('new verification: personal details, card lookups (not found, found and declined, duplicated), document details, snapshot, polling to payment', async ({ page, isMobile }) => {
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
    // card lookups: not found → the document details with the message; Back, a found card declined; then a duplicated one
    await page.getByRole('button', { name: 'Enter my card number' }).click();
    await field(page, 'lvcNumber', 'hungarian-wizard-lvc').fill('11112222');
    await page.getByRole('button', { name: 'Look up my card' }).click();
    await expect(page.getByText('Sorry, we could not find you in the database. Please enter your document information below.')).toBeVisible();
    await expect(step(page)).toContainText('Document details');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await openCardTab(page, isMobile);
    await page.getByRole('button', { name: 'Enter my card number' }).click();
    await field(page, 'lvcNumber', 'hungarian-wizard-lvc').fill('12345678');
    await page.getByRole('button', { name: 'Look up my card' }).click();
    await page.getByRole('button', { name: 'No, these are not my details' }).click();
    await expect(page.getByText('You declined the card details. Please choose a personal document.')).toBeVisible();
    await expect(step(page)).toContainText('Personal document or membership card');
    await openCardTab(page, isMobile);
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
    await logInUnderReview(page);
    const answers = approvalAnswers(page);
    await page.goto('/my/account-validation?method=hungarianWizard&validationType=withdrawal&hwStart=again');
    // 128 at start: straight to waiting for approval
    await expect(step(page)).toContainText('Waiting for approval');
    await nextApprovalPoll(page, answers);
    // 125 while waiting: one step back, with the reason
    await expect(step(page)).toContainText('Snapshots of your document');
    await expect(page.getByText(/Your documents could not b/)).toBeVisible();
    await expectNoAxeViolations(page);
    await chooseFrontAndBack(page, 'National ID card');
    const backImage = await expectChosen(page, 'card-back.png');
    // Back to the front and Next again: each side still shows its own image (the front's came back as the back once)
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'National ID card: Front side (1/2)' })).toBeVisible();
    const frontImage = await expectChosen(page, 'card-front.png');
    expect(frontImage).not.toBe(backImage);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'National ID card: Back side (2/2)' })).toBeVisible();
    expect(await expectChosen(page, 'card-back.png')).toBe(backImage);
    await page.getByRole('button', { name: 'Upload and continue' }).click();
    await expect(step(page)).toContainText('Waiting for approval');
    // the platform stored each file with its own side
    expect(await storedUploads(page)).toEqual([
      { fileName: 'card-front.png', side: 'front' },
      { fileName: 'card-back.png', side: 'back' },
    ]);
    await expectNoImagesInStorage(page);
    // one more 128 after the new upload, then approved
    await nextApprovalPoll(page, answers);
    await expect(page).toHaveURL(/\/payment\/withdrawal$/);
  });

  test('128 with document details (spec 1 §8): the review asks for a proof of address, its two sides are uploaded, then approved', async ({ page }) => {
    await logInUnderReview(page);
    const answers = approvalAnswers(page);
    await page.goto('/my/account-validation?method=hungarianWizard&hwStart=documents');
    await expect(page.getByText('The review needs more from you before your verification can be approved:')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Proof of your address' })).toBeVisible();
    await expect(page.getByText('Please upload images of your Address card.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Upload the document' }).click();
    await expect(page.getByRole('heading', { name: 'Address card: Front side (1/2)' })).toBeVisible();
    await fileInput(page).setInputFiles({ name: 'address-front.png', mimeType: 'image/png', buffer: PNG });
    await expectChosen(page, 'address-front.png');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Address card: Back side (2/2)' })).toBeVisible();
    await fileInput(page).setInputFiles({ name: 'address-back.png', mimeType: 'image/png', buffer: PNG });
    await expectChosen(page, 'address-back.png');
    await page.getByRole('button', { name: 'Upload and continue' }).click();
    await expect(step(page)).toContainText('Waiting for approval');
    expect(await storedUploads(page)).toEqual([
      { fileName: 'address-front.png', side: 'front' },
      { fileName: 'address-back.png', side: 'back' },
    ]);
    // one more 128 (the review), then approved
    await nextApprovalPoll(page, answers);
    await expect(page).toHaveURL(/\/payment\/deposit$/);
  });

  test('128 asking for the phone (spec 1 §8): the e-mail/phone form, then back in the wizard the review goes on to approval', async ({ page }) => {
    await logInUnderReview(page);
    await page.goto('/my/account-validation?method=hungarianWizard&hwStart=contact');
    await expect(page.getByRole('listitem').filter({ hasText: 'Your phone number, verified' })).toBeVisible();
    // no polling while the player verifies: Check again asks once more (still unverified)
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Your phone number, verified' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Verify my e-mail and phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your contact details' });
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const code = await page.evaluate(async () => ((await (await fetch('/api/__mock/last-verification-code?channel=phoneNumber')).json()) as { code?: string }).code ?? '');
    await field(page, 'code', 'verification-code').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toHaveCount(0);
    // the verification page leads back to the wizard, which waits for the review again
    const answers = approvalAnswers(page);
    await page.getByRole('button', { name: /Hungarian licence verification/ }).click();
    await expect(step(page)).toContainText('Waiting for approval');
    // the review's two 128s, then approved
    await nextApprovalPoll(page, answers);
    await nextApprovalPoll(page, answers);
    await expect(page).toHaveURL(/\/payment\/deposit$/);
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
    const answers = approvalAnswers(page);
    await page.getByRole('button', { name: 'Confirm snapshots' }).click();
    await expect(step(page)).toContainText('Step 4 of 4');
    await nextApprovalPoll(page, answers);
    await nextApprovalPoll(page, answers);
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
