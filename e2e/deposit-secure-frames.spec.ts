import type { Page } from '@playwright/test';
import { chooseMethod, depositCount, depositField, fillCard, openDeposit, pollUntil } from './deposit-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { field } from './registration-helpers';

/** The payment provider's origin and the card holder's bank's 3-D Secure origin (the same simulator server, two origins). */
const PROVIDER_ORIGIN = 'http://localhost:5174';
const THREE_DS_ORIGIN = 'http://127.0.0.1:5174';

function threeDsFrame(page: Page) {
  return page.frameLocator('iframe[title="Your bank\'s card check"]');
}

/** Adds a frame of the page's own making at `url` (a forger: another window than the one the deposit opened). */
async function addForgedFrame(page: Page, title: string, url: string): Promise<void> {
  await page.evaluate(
    ({ title, url }) => {
      const forged = document.createElement('iframe');
      forged.title = title;
      forged.src = url.replace('{site}', encodeURIComponent(location.origin));
      document.body.appendChild(forged);
    },
    { title, url },
  );
}

test.describe('deposit: 3-D Secure on its own origin', () => {
  test.describe.configure({ timeout: 90_000 });

  test('HUN: the bank approves (paid, no error): the status decides; forged answers from the payment provider, the app or another window change nothing', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    const redirectCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/conekta/redirect.html') redirectCalls.push(request.url());
    });
    // cents .10: the card holder's bank asks for a 3-D Secure check
    await depositField(page, 'amount').fill('5000.10');
    await fillCard(page);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Confirm the payment with your bank' })).toBeVisible();
    await expect(page.locator('iframe[title="Your bank\'s card check"]')).toHaveAttribute('src', new RegExp(`^${THREE_DS_ORIGIN.replace(/\./g, '\\.')}/three-d-secure\\.html\\?`));
    const frame = threeDsFrame(page);
    await expect(frame.getByRole('heading', { name: '3-D Secure check (simulator)' })).toBeVisible();
    await expectNoAxeViolations(page);

    // the app's own origin
    await page.evaluate(() => window.postMessage({ payment_status: 'paid', error: null }, '*'));
    // the payment provider's origin is not the bank's: the same page served from localhost answers "paid"
    await addForgedFrame(page, 'Forged bank on the provider origin', `${PROVIDER_ORIGIN}/three-d-secure.html?reference=forged-1&amount=1.00&currency=HUF&returnOrigin={site}`);
    const fromProvider = page.frameLocator('iframe[title="Forged bank on the provider origin"]');
    await fromProvider.getByRole('button', { name: 'Approve (payment_status paid)' }).click();
    await expect(fromProvider.getByText('Sent: paid')).toBeVisible();
    // the bank's origin, but another window than the frame the deposit opened
    await addForgedFrame(page, 'Forged bank window', `${THREE_DS_ORIGIN}/three-d-secure.html?reference=forged-2&amount=1.00&currency=HUF&returnOrigin={site}`);
    const otherWindow = page.frameLocator('iframe[title="Forged bank window"]');
    await otherWindow.getByRole('button', { name: 'Decline (card declined)' }).click();
    await expect(otherWindow.getByText('Sent: declined')).toBeVisible();
    await page.clock.runFor(500);
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Confirm the payment with your bank' })).toBeVisible();
    expect(redirectCalls).toHaveLength(0);

    // the real bank frame is heard
    await frame.getByRole('button', { name: 'Approve (payment_status paid)' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    await pollUntil(page, page.getByRole('heading', { name: 'Deposit successful' }));
    expect(redirectCalls).toHaveLength(0);
    expect(await depositCount(page)).toBe(1);
  });

  test('HUN: a declined check, or paid with an error, fetches the redirect URL with the answer and resets the form; nothing is credited', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    const redirectCalls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/conekta/redirect.html') redirectCalls.push(url);
    });
    await depositField(page, 'amount').fill('5000.10');
    await fillCard(page);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await threeDsFrame(page).getByRole('button', { name: 'Decline (card declined)' }).click();
    await expect(page.getByText('Your bank did not confirm the card payment: The bank declined the card. No money was taken; you can try again.')).toBeVisible();
    await expect(depositField(page, 'amount')).toHaveValue('');
    expect(redirectCalls).toHaveLength(1);
    expect(redirectCalls[0]?.searchParams.get('payment_status')).toBe('declined');
    expect(redirectCalls[0]?.searchParams.get('error')).toBe('The bank declined the card.');
    expect(redirectCalls[0]?.searchParams.get('reference')).toMatch(/^dep/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);

    // "paid" with an error is not ok (spec 2 §4)
    await depositField(page, 'amount').fill('6000.10');
    await fillCard(page);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await threeDsFrame(page).getByRole('button', { name: 'Paid, but with an error' }).click();
    await expect(page.getByText('Your bank did not confirm the card payment: Authentication timed out.', { exact: false })).toBeVisible();
    expect(redirectCalls).toHaveLength(2);
    expect(redirectCalls[1]?.searchParams.get('payment_status')).toBe('paid');

    // closing the bank's check is a cancelled check
    await depositField(page, 'amount').fill('7000.10');
    await fillCard(page);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(threeDsFrame(page).getByRole('heading', { name: '3-D Secure check (simulator)' })).toBeVisible();
    await page.getByRole('button', { name: 'Close the payment window' }).click();
    await expect(page.getByText('You closed your bank\'s card check. No money was taken.')).toBeVisible();
    expect(redirectCalls).toHaveLength(3);
    expect(redirectCalls[2]?.searchParams.get('payment_status')).toBe('cancelled');
    expect(await depositCount(page)).toBe(3);
  });
});

test('HUN: a frame answer whose page is not on the provider origin: "Frame is not supported", nothing framed, the form back', async ({ page, isMobile }) => {
  await openDeposit(page, isMobile, 'HUN');
  // cents .13: the platform names a frame page off the provider origin
  await depositField(page, 'amount').fill('5000.13');
  await fillCard(page);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Frame is not supported' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(depositField(page, 'amount')).toHaveValue('');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
});

test.describe('deposit: a redirect resumed after login', () => {
  test.describe.configure({ timeout: 90_000 });

  test('GBR: a player who comes back from the provider logged out finishes that deposit after logging in', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'GBR');
    // cents .04: the provider's page in the top window
    await depositField(page, 'amount').fill('20.04');
    await fillCard(page);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.waitForURL(new RegExp(`^${PROVIDER_ORIGIN}/payment\\.html`));
    const back = await page.getByRole('link', { name: 'Pay and return to the casino' }).getAttribute('href');
    const site = new URL(back ?? '').origin;
    // while the player is at the provider, the session ends
    await page.goto(`${site}/`);
    await page.getByRole('button', { name: /, balance / }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    await page.goto(back ?? '');
    await expect(page.getByRole('heading', { level: 1, name: 'Authorization required' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Deposit successful' })).toHaveCount(0);
    // the login (a modal on desktop, the login page on a phone) may lose the address's reference: the stored redirect resumes it
    // the page's own Log in (a phone's header has one too, which knows nothing of this page)
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await field(page, 'login', 'login').fill('player.gbr@example.com');
    await field(page, 'password', 'login').fill('Password1');
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    // a phone's login page was told to come back (page-after-login), so no second visit is needed
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    await pollUntil(page, page.getByRole('heading', { name: 'Deposit successful' }));
    await expectNoAxeViolations(page);
    expect(await depositCount(page)).toBe(1);
    // resumed once: the next visit is a fresh form
    await page.goto('/payment/deposit');
    await expect(depositField(page, 'amount')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toHaveCount(0);
  });
});

/** The channel nonce of the hidden frame whose address starts with `prefix` (from its fragment). */
async function hiddenFrameNonce(page: Page, prefix: string): Promise<string> {
  const frame = page.locator(`iframe[src^="${prefix}"]`);
  await expect(frame).toHaveCount(1);
  const src = (await frame.getAttribute('src')) ?? '';
  return new URLSearchParams(new URL(src).hash.slice(1)).get('nonce') ?? '';
}

/** Posts `message` to the app from its own origin (any script of the page) and from another window on the provider origin. */
async function forgeFromAppAndOtherWindow(page: Page, message: Record<string, unknown>): Promise<void> {
  await page.evaluate((data) => window.postMessage(data, '*'), message);
  await addForgedFrame(page, 'Forged provider window', `${PROVIDER_ORIGIN}/forge.html?returnOrigin={site}#message=${encodeURIComponent(JSON.stringify(message))}`);
  await expect(page.frameLocator('iframe[title="Forged provider window"]').getByText('Sent: forged')).toBeVisible();
  await page.clock.runFor(500);
}

test.describe('deposit: forged messages to the hidden frames change nothing', () => {
  test.describe.configure({ timeout: 90_000 });

  test('HUN token frame: a token with the wrong nonce, or with the right nonce from the app origin or another window, submits nothing', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment/deposit') bodies.push(request.postData() ?? '');
    });
    await chooseMethod(page, isMobile, 'Card (secure entry)');
    // cents .88: the processor's own frame answers with another nonce than the app's, then nothing
    await depositField(page, 'amount').fill('5000.88');
    await depositField(page, 'cardHolder').fill('Anna Kiss');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText('Getting a secure token from the payment processor…')).toBeVisible();
    const nonce = await hiddenFrameNonce(page, `${PROVIDER_ORIGIN}/interfaces/104-400001.html`);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    await forgeFromAppAndOtherWindow(page, { type: 'createPaymentToken', nonce, fields: { paymentToken: `tok_${'a'.repeat(24)}`, tokenMethod: '400001' } });
    expect(bodies).toHaveLength(0);
    await expect(page.getByText('Getting a secure token from the payment processor…')).toBeVisible();
    // the processor's 30 s: no token, no deposit
    await page.clock.runFor(30_000);
    await expect(page.getByText('Getting a secure token from the payment processor…')).toHaveCount(0);
    await expect(page.locator(`iframe[src^="${PROVIDER_ORIGIN}/interfaces/"]`)).toHaveCount(0);
    expect(bodies).toHaveLength(0);
    expect(await depositCount(page)).toBe(0);
  });

  test('INT encryption frame: encrypted values with the wrong nonce, or from the app origin or another window, are never sent', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'INT');
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment/deposit') bodies.push(request.postData() ?? '');
    });
    await chooseMethod(page, isMobile, 'Card (encrypted entry)');
    await depositField(page, 'amount').fill('50');
    await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('09/28');
    await page.getByRole('textbox', { name: 'Security code (CVV)' }).fill('123');
    await page.getByRole('textbox', { name: 'Cardholder name' }).fill('Anna Kiss');
    // the QA card whose encrypted values come back with another nonce, then nothing
    await page.getByRole('textbox', { name: 'Card number' }).fill('4000000000000010');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText('Encrypting your card details…')).toBeVisible();
    const nonce = await hiddenFrameNonce(page, `${PROVIDER_ORIGIN}/interfaces/encryption/cse.html`);
    const forged = { type: 'encrypted', nonce, fields: { cardNumber: 'enc:cse:Zm9yZ2Vk', expiryDate: 'enc:cse:Zm9yZ2Vk', cvv: 'enc:cse:Zm9yZ2Vk' } };
    await forgeFromAppAndOtherWindow(page, forged);
    expect(bodies).toHaveLength(0);
    await expect(page.getByText('Encrypting your card details…')).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(page.getByText('Your card details could not be encrypted in time.', { exact: false })).toBeVisible();
    expect(bodies).toHaveLength(0);
    expect(await depositCount(page)).toBe(0);
  });

  test('HUN fingerprint frame: "done" with the wrong nonce, or from the app origin or another window, sends no depositFinish', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    const finishCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment/deposit/finish') finishCalls.push(request.postData() ?? '');
    });
    // cents .12: the fingerprint frame answers with another nonce than the app's, then nothing
    await depositField(page, 'amount').fill('9000.12');
    await fillCard(page);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    const nonce = await hiddenFrameNonce(page, `${PROVIDER_ORIGIN}/interfaces/fingerprint.html`);
    await forgeFromAppAndOtherWindow(page, { type: 'fingerprint', value: 'done', nonce });
    expect(finishCalls).toHaveLength(0);
    await expect(page.locator(`iframe[src^="${PROVIDER_ORIGIN}/interfaces/fingerprint.html"]`)).toHaveCount(1);
    // the frame's 10 s: the deposit goes on to waiting without the details, and the platform keeps it pending
    await page.clock.runFor(10_000);
    await expect(page.locator(`iframe[src^="${PROVIDER_ORIGIN}/interfaces/fingerprint.html"]`)).toHaveCount(0);
    expect(finishCalls).toHaveLength(0);
    expect(await depositCount(page)).toBe(1);
  });
});

test.describe('deposit: the offline methods and the voucher (spec 2 §9)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('NLD offline bank transfer (10000): the finish screen says how to transfer, with the account and the reference; the deposit stays pending', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'NLD');
    await chooseMethod(page, isMobile, 'Offline bank transfer');
    await depositField(page, 'amount').fill('250');
    await depositField(page, 'payerName').fill('Anna de Vries');
    await depositField(page, 'iban').fill('NL91ABNA0417164300');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
    await expect(page.getByText('Transfer 250 EUR from your own bank account to the account below.', { exact: false })).toBeVisible();
    const details = page.locator('dl');
    await expect(details.getByText('Beneficiary')).toBeVisible();
    await expect(details.getByText('HU42 1177 3016 1111 1018 0000 0000')).toBeVisible();
    await expect(details.getByText('BIC')).toBeVisible();
    await expect(details.getByText(/^dep/)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await depositCount(page)).toBe(1);
  });

  test('HUN cash at the casino (10003): the finish screen names the casino the player chose and the cash code to show there', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    await chooseMethod(page, isMobile, 'Cash at the casino');
    await depositField(page, 'amount').fill('20000');
    await depositField(page, 'casino').selectOption({ label: 'Debrecen' });
    await depositField(page, 'documentNumber').fill('AB123456');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
    await expect(page.getByText('Pay 20.000 HUF in cash at the desk of Debrecen before the code expires.', { exact: false })).toBeVisible();
    await expect(page.locator('dl').getByText('Cash code')).toBeVisible();
    await expect(page.locator('dl').getByText('Valid until')).toBeVisible();
    await expect(page.locator('dl').getByText('2026-06-22')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('HUN voucher code (150001): no campaign can be claimed with it, the deposit goes without one', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    const bodies: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment/deposit') bodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    });
    await expect(page.getByRole('radio', { name: '100% welcome bonus' })).toBeVisible();
    await page.getByRole('radio', { name: '100% welcome bonus' }).check();
    await chooseMethod(page, isMobile, 'Voucher code');
    await expect(page.getByRole('radio', { name: '100% welcome bonus' })).toHaveCount(0);
    await depositField(page, 'amount').fill('5000');
    await depositField(page, 'voucherCode').fill('GIFT-2026-AB');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ method: 150001, campaignId: -1, voucherCode: 'GIFT-2026-AB' });
    expect(bodies[0]).not.toHaveProperty('code');
  });
});

test('HUN: a deposit whose status changes with the platform clock (cents .14): still waiting after two polls, ok once 20 s have passed', async ({ page, isMobile }) => {
  await openDeposit(page, isMobile, 'HUN');
  const statusCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/payment/deposit/status') statusCalls.push(request.url());
  });
  await depositField(page, 'amount').fill('5000.14');
  await fillCard(page);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
  for (let poll = 1; poll <= 2; poll += 1) {
    await page.clock.runFor(5_000);
    await expect.poll(() => statusCalls.length).toBe(poll);
  }
  // a status that moved per call would be ok on the second call; this one follows the clock
  await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
  await pollUntil(page, page.getByRole('heading', { name: 'Deposit successful' }), 6);
  expect(await depositCount(page)).toBe(1);
});
