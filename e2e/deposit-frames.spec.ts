import type { Page } from '@playwright/test';
import { chooseMethod, depositCount, depositField, fillCard, openDeposit, pollUntil } from './deposit-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The provider simulators' origin (playwright.config.ts): the frames below cross origins for real. */
const PROVIDER_ORIGIN = 'http://localhost:5174';

/** The embedded payment frame of the simulator (providers/render-payment-page.ts). */
function paymentFrame(page: Page) {
  return page.frameLocator('iframe[title="Payment provider"]');
}

test.describe('deposit through the provider origin', () => {
  test.describe.configure({ timeout: 90_000 });

  test('HUN: the embedded frame confirms (depositFinish, the redirect URL goes back), then reports paid', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    const finishCalls: string[] = [];
    const statusCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment/deposit/finish') finishCalls.push(request.postData() ?? '');
      if (new URL(request.url()).pathname === '/api/payment/deposit/status') statusCalls.push(request.url());
    });
    // cents .05: the platform answers with an embedded frame on the provider origin
    await depositField(page, 'amount').fill('5000.05');
    await fillCard(page);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    const frame = paymentFrame(page);
    await expect(frame.getByRole('heading', { name: 'Payment provider (simulator)' })).toBeVisible();
    await expect(page.locator('iframe[title="Payment provider"]')).toHaveAttribute('src', new RegExp(`^${PROVIDER_ORIGIN}/payment\\.html\\?`));
    await expectNoAxeViolations(page);
    await frame.getByRole('button', { name: 'Confirm (deposit finish)' }).click();
    await expect(frame.getByText(/Redirect URL received: /)).toBeVisible();
    expect(finishCalls).toHaveLength(1);
    expect(JSON.parse(finishCalls[0] ?? '{}')).toMatchObject({ providerReference: expect.stringMatching(/^prov-/) });
    await frame.getByRole('button', { name: 'Paid' }).click();
    await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
    // a method without statusCallOnFrameMessage takes the frame's word; a card has no routePushAfterFrame: the page stays
    expect(statusCalls).toHaveLength(0);
    expect(new URL(page.url()).pathname).toBe('/payment/deposit');
    await expectNoAxeViolations(page);
    expect(await depositCount(page)).toBe(1);
  });

  test('NLD: provider 110 (statusCallOnFrameMessage) asks for the status on every frame message', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'NLD');
    const statusCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/payment/deposit/status') statusCalls.push(request.url());
    });
    await chooseMethod(page, isMobile, 'Instant bank payment');
    await depositField(page, 'amount').fill('50.05');
    await depositField(page, 'bank').selectOption({ label: 'ING' });
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    const frame = paymentFrame(page);
    await frame.getByRole('button', { name: 'Confirm (deposit finish)' }).click();
    await expect(frame.getByText(/Redirect URL received: /)).toBeVisible();
    expect(statusCalls).toHaveLength(1);
    // the platform's status (ok on the second call) ends the deposit, whatever the frame says
    await frame.getByRole('button', { name: 'Payment started — wait for the bank' }).click();
    await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
    expect(statusCalls).toHaveLength(2);
    await expectNoAxeViolations(page);
  });

  test('HUN: online banking (300002, routePushAfterFrame) moves to the route the provider names when its frame closes', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    await chooseMethod(page, isMobile, 'Online banking');
    await depositField(page, 'amount').fill('8000.05');
    await page.getByRole('radio', { name: 'OTP Bank' }).check();
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await paymentFrame(page).getByRole('button', { name: 'Cancel the payment' }).click();
    await page.waitForURL(/\/my\/transactions\/deposit$/);
    expect(await depositCount(page)).toBe(1);
  });

  test('HUN: the frame says waiting (polling starts, never re-submits) and a failed frame resets the form with a notice', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    await depositField(page, 'amount').fill('6000.05');
    await fillCard(page);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await paymentFrame(page).getByRole('button', { name: 'Payment started — wait for the bank' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    await pollUntil(page, page.getByRole('heading', { name: 'Deposit successful' }));
    expect(await depositCount(page)).toBe(1);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Make another deposit' }).click();
    await depositField(page, 'amount').fill('7000.05');
    await fillCard(page);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await paymentFrame(page).getByRole('button', { name: 'Payment failed' }).click();
    await expect(page.getByText('The deposit failed. No money was taken.')).toBeVisible();
    await expect(depositField(page, 'amount')).toHaveValue('');
    await expectNoAxeViolations(page);
    expect(await depositCount(page)).toBe(2);
  });

  test('forged messages to the payment frame change nothing: the app origin, another provider window', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    await depositField(page, 'amount').fill('5000.05');
    await fillCard(page);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    const frame = paymentFrame(page);
    await expect(frame.getByRole('button', { name: 'Paid' })).toBeVisible();
    // the app's own origin (any script on the page, or a same-origin frame) is not the provider
    await page.evaluate(() => window.postMessage({ type: 'deposit', value: 'ok' }, '*'));
    // the provider's origin, but another window than the frame the deposit opened
    await page.evaluate(
      ({ origin, reference }) => {
        const forged = document.createElement('iframe');
        forged.title = 'Forged provider frame';
        forged.src = `${origin}/payment.html?reference=${reference}&amount=1.00&currency=HUF&returnOrigin=${encodeURIComponent(location.origin)}&mode=frame`;
        document.body.appendChild(forged);
      },
      { origin: PROVIDER_ORIGIN, reference: 'forged-1' },
    );
    await page.frameLocator('iframe[title="Forged provider frame"]').getByRole('button', { name: 'Paid' }).click();
    await expect(page.frameLocator('iframe[title="Forged provider frame"]').getByText('Sent: ok')).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.getByRole('heading', { name: 'Deposit successful' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toHaveCount(0);
    await expect(frame.getByRole('button', { name: 'Paid' })).toBeVisible();
    // the real frame is still heard
    await frame.getByRole('button', { name: 'Cancel the payment' }).click();
    await expect(page.getByText('The deposit was cancelled.')).toBeVisible();
  });

  test('GBR: the redirect outcome posts the form to the provider and the return waits for that deposit', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'GBR');
    // cents .04: an auto-submitted POST form to the provider's page
    await depositField(page, 'amount').fill('20.04');
    await fillCard(page);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.waitForURL(new RegExp(`^${PROVIDER_ORIGIN}/payment\\.html`));
    await expect(page.getByRole('heading', { name: 'Payment provider (simulator)' })).toBeVisible();
    await expect(page.getByText('20.04 GBP')).toBeVisible();
    await page.getByRole('link', { name: 'Pay and return to the casino' }).click();
    await page.waitForURL(/\/payment\/deposit\?reference=/);
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    await pollUntil(page, page.getByRole('heading', { name: 'Deposit successful' }));
    await expectNoAxeViolations(page);
    expect(await depositCount(page)).toBe(1);
  });

  test('HUN: the token flow takes a token from the hidden processor frame into the deposit; a refused token is 119 with its subcode', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    const bodies: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment/deposit') bodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    });
    const tokenFrames: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame.url().startsWith(`${PROVIDER_ORIGIN}/interfaces/`)) tokenFrames.push(frame.url());
    });
    await chooseMethod(page, isMobile, 'Card (secure entry)');
    await expect(depositField(page, 'cardNumber')).toHaveCount(0);
    // cents .89: the processor refuses to create a token
    await depositField(page, 'amount').fill('5000.89');
    await depositField(page, 'cardHolder').fill('Anna Kiss');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText('The payment could not be started (code 119.7).', { exact: false })).toBeVisible();
    // a field scrolled half under the sticky header counts as an obscured target: checked from the top
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
    expect(bodies).toHaveLength(0);
    expect(await depositCount(page)).toBe(0);
    await depositField(page, 'amount').fill('5000');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    expect(tokenFrames).toHaveLength(2);
    expect(new URL(tokenFrames[1] ?? '').pathname).toBe('/interfaces/104-400001.html');
    // 400001 has preDepositRequired: getPreDepositInfo's session goes to the token frame and comes back with the token (spec 2 §4)
    const preDepositSession = new URL(tokenFrames[1] ?? '').searchParams.get('preDepositSession');
    expect(preDepositSession).toMatch(/^pre-[0-9a-f]{16}$/);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ method: 400001, amount: '5000.00', cardHolder: 'Anna Kiss', paymentToken: expect.stringMatching(/^tok_[0-9a-f]{24}$/), preDepositSession });
    // the hidden frame is gone once it answered
    await expect(page.locator(`iframe[src^="${PROVIDER_ORIGIN}/interfaces/"]`)).toHaveCount(0);
    await pollUntil(page, page.getByRole('heading', { name: 'Deposit successful' }));
    expect(await depositCount(page)).toBe(1);
  });

  test('HUN: a deposit that asks for a device fingerprint runs the hidden frame, then depositFinish with the browser details', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    const finishBodies: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment/deposit/finish') finishBodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    });
    // cents .09: the answer asks for the fingerprint; the platform credits only after the finish brought the details
    await depositField(page, 'amount').fill('9000.09');
    await fillCard(page);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    await expect.poll(() => finishBodies.length).toBe(1);
    expect(finishBodies[0]).toMatchObject({
      reference: expect.any(String),
      providerReference: expect.stringMatching(/^prov-/),
      userAgent: expect.any(String),
      acceptHeader: expect.stringContaining('text/html'),
      language: expect.any(String),
      javascriptEnabled: true,
      colorDepth: expect.any(Number),
      screenHeight: expect.any(Number),
      screenWidth: expect.any(Number),
      timezone: expect.any(Number),
      javaEnabled: false,
    });
    await expect(page.locator(`iframe[src^="${PROVIDER_ORIGIN}/interfaces/"]`)).toHaveCount(0);
    await pollUntil(page, page.getByRole('heading', { name: 'Deposit successful' }));
    expect(await depositCount(page)).toBe(1);
  });

  test('INT: server fields marked for encryption go through the hidden encryption frame; only encrypted values reach the platform; its 5 s limit', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'INT');
    const bodies: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment/deposit') bodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    });
    await chooseMethod(page, isMobile, 'Card (encrypted entry)');
    await depositField(page, 'amount').fill('50');
    await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('09/28');
    await page.getByRole('textbox', { name: 'Security code (CVV)' }).fill('123');
    await page.getByRole('textbox', { name: 'Cardholder name' }).fill('Anna Kiss');
    // the QA card the simulated encryption never answers: the submit gives up after 5 s, nothing is sent
    await page.getByRole('textbox', { name: 'Card number' }).fill('4000000000000002');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText('Encrypting your card details…')).toBeVisible();
    await expect(page.locator(`iframe[src^="${PROVIDER_ORIGIN}/interfaces/encryption/cse.html"]`)).toHaveCount(1);
    await page.clock.runFor(5_000);
    await expect(page.getByText('Your card details could not be encrypted in time.', { exact: false })).toBeVisible();
    await expect(page.locator(`iframe[src^="${PROVIDER_ORIGIN}/interfaces/"]`)).toHaveCount(0);
    expect(bodies).toHaveLength(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
    // a card the simulated encryption refuses
    await page.getByRole('textbox', { name: 'Card number' }).fill('4000000000000069');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText('Your card details could not be encrypted. Nothing was sent', { exact: false })).toBeVisible();
    expect(bodies).toHaveLength(0);
    await page.getByRole('textbox', { name: 'Card number' }).fill('4111111111111111');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ method: 888001, cardHolder: 'Anna Kiss', cardNumber: expect.stringMatching(/^enc:cse:/), expiryDate: expect.stringMatching(/^enc:cse:/), cvv: expect.stringMatching(/^enc:cse:/) });
    expect(JSON.stringify(bodies[0])).not.toContain('4111111111111111');
    expect(await depositCount(page)).toBe(1);
  });

  test('HUN: ?amount= and ?campaign= preset the form once per session', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    await page.goto('/payment/deposit?amount=12345&campaign=12');
    await expect(depositField(page, 'amount')).toHaveValue('12345');
    await expect(page.getByRole('radio', { name: '10 free money' })).toBeChecked();
    await expectNoAxeViolations(page);
    await depositField(page, 'amount').fill('20000');
    await page.getByRole('radio', { name: '100% welcome bonus' }).check();
    // the same session: the address no longer overrides what the player chose
    await page.goto('/payment/deposit?amount=777&campaign=12');
    await expect(depositField(page, 'amount')).toHaveValue('20000');
    await expect(page.getByRole('radio', { name: '100% welcome bonus' })).toBeChecked();
  });

  test("HUN: a promotion's ?campaignId= preselects its campaign; a promo code outside 3–32 keeps Deposit disabled", async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    // the promotion card's Deposit button (spec 3 §2) opens the deposit with its campaign
    await page.goto('/payment/deposit?campaignId=11');
    await expect(page.getByRole('radio', { name: '100% welcome bonus' })).toBeChecked();
    const submit = page.getByRole('button', { name: 'Deposit', exact: true });
    await expect(submit).toBeEnabled();
    await page.getByRole('radio', { name: 'I have a promo code' }).check();
    // no code yet, then a trimmed code of 2: outside 3–32
    await expect(submit).toBeDisabled();
    // spec 2 §5: leaving the code empty gives no error (the amount's blur after it proves the form has validated since)
    const codeError = page.getByText('The bonus code must be 3 to 32 characters long.');
    await depositField(page, 'promoCode').focus();
    await depositField(page, 'promoCode').press('Tab');
    await depositField(page, 'amount').fill('5000');
    await depositField(page, 'amount').press('Tab');
    await expect(codeError).toHaveCount(0);
    await expect(submit).toBeDisabled();
    await depositField(page, 'promoCode').fill('  AB  ');
    await depositField(page, 'promoCode').press('Tab');
    await expect(codeError).toBeVisible();
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);
    await depositField(page, 'promoCode').fill(' SPRING ');
    await expect(submit).toBeEnabled();
    await expect(codeError).toHaveCount(0);
    const bodies: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment/deposit') bodies.push(request.postDataJSON() as Record<string, unknown>);
    });
    await depositField(page, 'amount').fill('5000');
    await fillCard(page);
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ campaignId: 0, code: 'SPRING' });
  });

  test('document limit: HUN e-wallet warns with what is left', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    await chooseMethod(page, isMobile, 'E-wallet');
    await expect(page.getByText('You can deposit 100.000 HUF more with this method before we need documents from you.')).toBeVisible();
  });

  test('document limit: GBR Apple Pay is blocked once it is reached', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'GBR');
    await chooseMethod(page, isMobile, 'Apple Pay');
    const reached = page.getByRole('alert').filter({ hasText: 'This method has reached its limit until you send us documents.' });
    await expect(reached).toBeVisible();
    await expect(reached.getByRole('link', { name: 'Upload documents' })).toHaveAttribute('href', '/my/documents');
    await expectNoAxeViolations(page);
    await depositField(page, 'amount').fill('20');
    await depositField(page, 'receiptEmail').fill('player.gbr@example.com');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.clock.runFor(1_000);
    await expect(depositField(page, 'amount')).toHaveValue('20');
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toHaveCount(0);
    expect(await depositCount(page)).toBe(0);
  });

  test('HUN: Apple Pay one-click (210055) pays through the wallet sheet on the provider origin: forgeries ignored, Cancel takes nothing, Pay deposits once with the token', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    const deposits: { body: Record<string, unknown>; key: string | undefined }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment/deposit') deposits.push({ body: request.postDataJSON() as Record<string, unknown>, key: request.headers()['idempotency-key'] });
    });
    const sheetElement = page.locator('iframe[title="Apple Pay payment sheet"]');
    const sheet = page.frameLocator('iframe[title="Apple Pay payment sheet"]');
    const payWithApplePay = async () => {
      await chooseMethod(page, isMobile, 'Apple Pay');
      await depositField(page, 'amount').fill('5000');
      await depositField(page, 'receiptEmail').fill('anna.kiss@example.hu');
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Pay with Apple Pay' })).toBeVisible();
      await expect(sheet.getByRole('heading', { name: 'Pay Casino' })).toBeVisible();
    };
    await payWithApplePay();
    // spec 2 §7: the interface page on the provider origin with the merchant, the market's country, the amount and currency
    const src = new URL((await sheetElement.getAttribute('src')) ?? '');
    expect(`${src.origin}${src.pathname}`).toBe(`${PROVIDER_ORIGIN}/interfaces/safecharge-applepay.html`);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ merchantId: 'casino-hu-01', merchantSiteId: '2100551', countryCode: 'HU', companyName: 'Casino', method: '210055', currencyCode: 'HUF', amount: '5000.00' });
    await expect(sheet.getByText('5000.00 HUF')).toBeVisible();
    await expectNoAxeViolations(page);
    // forged authorizations with the sheet's own nonce: from the app's origin, then from another window on the provider origin
    const forged = { type: 'applePay', value: 'authorized', token: `ap_${'f'.repeat(24)}`, nonce: new URLSearchParams(src.hash.slice(1)).get('nonce') };
    await page.evaluate((data) => window.postMessage(data, '*'), forged);
    await page.evaluate(
      ({ url }) => {
        const frame = document.createElement('iframe');
        frame.title = 'Forged provider window';
        frame.src = url.replace('{site}', encodeURIComponent(location.origin));
        document.body.appendChild(frame);
      },
      { url: `${PROVIDER_ORIGIN}/forge.html?returnOrigin={site}#message=${encodeURIComponent(JSON.stringify(forged))}` },
    );
    await expect(sheetElement).toHaveAttribute('data-ignored-messages', 'origin source');
    expect(deposits).toHaveLength(0);
    await expect(sheet.getByRole('button', { name: 'Pay with Apple Pay' })).toBeEnabled();
    // Cancel in the sheet: nothing submitted, the notice, the form reset
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('You cancelled the payment in your wallet. No money was taken.')).toBeVisible();
    await expect(depositField(page, 'amount')).toHaveValue('');
    expect(deposits).toHaveLength(0);
    // again, and Pay (pressed twice: the sheet answers once): one deposit with the wallet's token and the attempt's key
    await payWithApplePay();
    await sheet.getByRole('button', { name: 'Pay with Apple Pay' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    await pollUntil(page, page.getByRole('heading', { name: 'Deposit successful' }));
    expect(deposits).toHaveLength(1);
    expect(deposits[0]?.body).toMatchObject({ method: 210055, amount: '5000.00', currency: 'HUF', receiptEmail: 'anna.kiss@example.hu', applePayToken: expect.stringMatching(/^ap_[0-9a-f]{24}$/) });
    expect(deposits[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await depositCount(page)).toBe(1);
    await expectNoAxeViolations(page);
  });

  test('HUN: the e-wallet (100027, formSubmitFrame) posts the provider form into the payment frame, not the top window', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    const providerPosts: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${PROVIDER_ORIGIN}/payment.html`)) providerPosts.push(`${request.method()} ${request.frame() === page.mainFrame() ? 'top' : 'frame'}`);
    });
    await chooseMethod(page, isMobile, 'E-wallet');
    // cents .04: the platform answers with a form to post to the provider
    await depositField(page, 'amount').fill('5000.04');
    await depositField(page, 'walletEmail').fill('anna@example.com');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm and deposit' }).click();
    const frame = paymentFrame(page);
    await expect(frame.getByRole('heading', { name: 'Payment provider (simulator)' })).toBeVisible();
    expect(providerPosts).toEqual(['POST frame']);
    expect(new URL(page.url()).origin).not.toBe(PROVIDER_ORIGIN);
    await expectNoAxeViolations(page);
    await frame.getByRole('button', { name: 'Paid' }).click();
    await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
    expect(await depositCount(page)).toBe(1);
  });
});
