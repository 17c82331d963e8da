import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { field } from './registration-helpers';

/** A real 32×20 PNG (decodable, so the canvas re-encodes it). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR4nGM4YaNBU8QwasGoBaMWjFowasGoBaMWEIMACjjuH0y+EOkAAAAASUVORK5CYII=', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
/** fe.notificationAutoHideDuration of the mock platform */
const HIDE_AFTER_MS = 5000;

const contactField = (page: Page, name: string) => field(page, name, 'contact-us');
const fileInput = (page: Page) => page.locator('.upload-field input[type="file"]');
const send = (page: Page) => page.locator('form').getByRole('button', { name: 'Send', exact: true });

interface ReceivedMessage {
  firstName: string;
  lastName: string;
  email: string;
  subjectId: number;
  subject: string;
  body: string;
  sendMeCopy: boolean;
  files: Array<{ fileName: string; contentType: string }>;
}

/** What the mock platform received (GET /api/__mock/contact-messages) and how many contact records its keys made. */
async function received(page: Page): Promise<{ messages: ReceivedMessage[]; records: number; uploads: number }> {
  return page.evaluate(async () => {
    const { messages } = (await (await fetch('/api/__mock/contact-messages')).json()) as { messages: ReceivedMessage[] };
    const { counts } = (await (await fetch('/api/__mock/records')).json()) as { counts: Record<string, number> };
    return { messages, records: counts.contactMessage ?? 0, uploads: counts.upload ?? 0 };
  });
}

async function logIn(page: Page, isMobile: boolean, login: string): Promise<void> {
  await openSite(page, isMobile ? '/login' : '/?modal=login');
  await field(page, 'login', 'login').fill(login);
  await field(page, 'password', 'login').fill('Password1');
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('You are logged in now')).toBeVisible();
}

test.describe('contact form (issue 16 §2)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a visitor: help section, required fields, a message with a copy, thanks and Close', async ({ page }) => {
    await openSite(page, '/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    // the help section: FAQ, chat with support (the live chat adapter is asked to open), write to us
    await expect(page.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    await page.getByRole('button', { name: 'Chat with support' }).click();
    const chat = await page.evaluate(() => (window as unknown as { __siteAdapters?: { liveChat: { records: Array<{ action: string }> } } }).__siteAdapters?.liveChat.records);
    expect(chat?.filter((record) => record.action === 'open')).toHaveLength(1);
    await page.getByRole('button', { name: 'Write to us' }).click();
    await expect(contactField(page, 'lastName')).toBeFocused();
    // a visitor types every field; attachments are offered for Validation only
    await expect(contactField(page, 'email')).toBeEditable();
    await expect(contactField(page, 'body')).toHaveAttribute('rows', '10');
    await expect(page.locator('.upload-field')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await send(page).click();
    await expect(page.locator('.sf-field__error')).toHaveCount(5);
    await contactField(page, 'lastName').fill('Kovács');
    await contactField(page, 'firstName').fill('Anna');
    await contactField(page, 'email').fill('anna.visitor@example.com');
    await contactField(page, 'subjectId').selectOption({ label: 'Deposit/Withdrawal' });
    await contactField(page, 'body').fill('My deposit from yesterday is not on my balance yet.');
    await page.getByRole('checkbox', { name: 'Send me a copy' }).check();
    await send(page).click();

    await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
    await expect(page.getByText('A copy was sent to anna.visitor@example.com.')).toBeVisible();
    await expectNoAxeViolations(page);
    const after = await received(page);
    expect(after.records).toBe(1);
    expect(after.messages).toEqual([
      expect.objectContaining({ firstName: 'Anna', lastName: 'Kovács', email: 'anna.visitor@example.com', subjectId: 3, subject: 'depositWithdrawal', sendMeCopy: true, files: [] }),
    ]);
    // Close: an empty form again
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(contactField(page, 'body')).toHaveValue('');
    await expect(contactField(page, 'email')).toHaveValue('');
  });

  test('a player: names and e-mail locked from the profile; Validation takes images, a renamed or too large file is refused', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'player@example.com');
    await openSite(page, '/contact-us');
    await expect(contactField(page, 'firstName')).toHaveValue('Anna');
    await expect(contactField(page, 'email')).toHaveValue('player@example.com');
    for (const name of ['firstName', 'lastName', 'email']) await expect(contactField(page, name)).toHaveAttribute('readonly', '');

    await contactField(page, 'subjectId').selectOption({ label: 'Validation' });
    await expect(page.getByText('Attach files')).toBeVisible();
    await expect(fileInput(page)).toHaveAttribute('accept', 'image/jpeg,image/png');
    // a text file renamed to .png is refused by its magic bytes
    await fileInput(page).setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image') });
    // the magic-byte reader loads with the first file a player picks
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid image format.' })).toBeVisible({ timeout: 15_000 });
    // a PDF is no image here (documents accept it, the contact form does not)
    await fileInput(page).setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%âãÏÓ\n') });
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid image format.' })).toBeVisible();
    // over fe.contactUsMaxFileSizePerFile (3 MB), with the maximum and the actual size
    const big = Buffer.concat([PNG, Buffer.alloc(4 * 1048576 - PNG.length)]);
    await fileInput(page).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByRole('alert').filter({ hasText: 'The file is too large: 4 MB, the maximum is 3 MB.' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);

    await fileInput(page).setInputFiles([png('id-front.png'), png('id-back.png')]);
    const chosen = page.getByRole('list', { name: 'Chosen files' });
    await expect(chosen).toContainText('id-front.png', { timeout: 15_000 });
    await expect(chosen).toContainText('id-back.png');
    await contactField(page, 'body').fill('Both sides of my ID card for the account validation.');
    await expectNoAxeViolations(page);
    await send(page).click();

    // two uploads, then the message: longer than one call under a loaded machine
    await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible({ timeout: 20_000 });
    const after = await received(page);
    expect(after.records).toBe(1);
    expect(after.uploads).toBe(2);
    expect(after.messages).toEqual([
      expect.objectContaining({
        email: 'player@example.com',
        firstName: 'Anna',
        subjectId: 10,
        subject: 'validation',
        files: [expect.objectContaining({ fileName: 'id-front.png', contentType: 'image/png' }), expect.objectContaining({ fileName: 'id-back.png', contentType: 'image/png' })],
      }),
    ]);
  });

  test('225: the contact attempts are used up — an auto-hiding notice, the message stays to send later', async ({ page }) => {
    await openSite(page, '/contact-us');
    await contactField(page, 'lastName').fill('Kovács');
    await contactField(page, 'firstName').fill('Anna');
    await contactField(page, 'email').fill('anna+exhausted@example.com');
    await contactField(page, 'subjectId').selectOption({ label: 'Complaints' });
    await contactField(page, 'body').fill('I have written before.');
    await send(page).click();
    const notice = page.getByRole('alert').filter({ hasText: 'You have used up all contact attempts. Please try again later.' });
    await expect(notice).toBeVisible();
    await expect(contactField(page, 'body')).toHaveValue('I have written before.');
    await expectNoAxeViolations(page);
    await page.mouse.move(0, 0);
    await expect(notice).toHaveCount(0, { timeout: HIDE_AFTER_MS + 3000 });
    expect((await received(page)).messages).toEqual([]);
  });

  test('what was typed survives a reload, the chosen images do not (nor does any image reach storage); a sent message leaves no draft', async ({ page }) => {
    await openSite(page, '/contact-us');
    await contactField(page, 'lastName').fill('Szabó');
    await contactField(page, 'firstName').fill('Eszter');
    await contactField(page, 'email').fill('eszter@example.com');
    await contactField(page, 'subjectId').selectOption({ label: 'Validation' });
    await contactField(page, 'body').fill('My passport photo page.');
    await fileInput(page).setInputFiles(png('passport.png'));
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('passport.png', { timeout: 15_000 });
    // everything the site keeps in the browser (the mock platform's own database aside)
    const stored = () =>
      page.evaluate(() => JSON.stringify([window.sessionStorage, window.localStorage].flatMap((storage) => Object.entries(storage).filter(([key]) => key.startsWith('site:')))));
    await expect.poll(stored).toContain('My passport photo page.');
    expect(await stored()).not.toMatch(/passport\.png|attachments|data:|base64/);

    await page.reload();
    await expect(contactField(page, 'body')).toHaveValue('My passport photo page.');
    await expect(contactField(page, 'lastName')).toHaveValue('Szabó');
    await expect(contactField(page, 'email')).toHaveValue('eszter@example.com');
    await expect(contactField(page, 'subjectId')).toHaveValue('10');
    // the bytes lived in the tab's memory only: the player picks the image again
    await expect(page.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);
    await expect(fileInput(page)).toHaveCount(1);

    await contactField(page, 'subjectId').selectOption({ label: 'Deposit/Withdrawal' });
    await send(page).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
    await page.reload();
    await expect(contactField(page, 'body')).toHaveValue('');
    expect(await stored()).not.toContain('My passport photo page.');
  });

  test('on a phone the thanks message has no Close button', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openSite(page, '/contact-us');
    await contactField(page, 'lastName').fill('Nagy');
    await contactField(page, 'firstName').fill('Béla');
    await contactField(page, 'email').fill('bela@example.com');
    await contactField(page, 'subjectId').selectOption({ label: 'Lost password' });
    await contactField(page, 'body').fill('I cannot log in any more.');
    await send(page).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close', exact: true })).toHaveCount(isMobile ? 0 : 1);
    await expectNoAxeViolations(page);
  });
});
