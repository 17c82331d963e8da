import { chooseMethod, depositCount, depositField, fillCard, openDeposit, pollUntil } from './deposit-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('deposit', () => {
  test.describe.configure({ timeout: 90_000 });

  // @mobile: the method dropdown and the thank-you popup's continue button differ on a phone
  test('HUN: a card deposit waits for the provider and succeeds, first deposit thanked', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    await expect(page.getByText('Minimum deposit: 1.000 HUF')).toBeVisible();
    await expect(page.getByText('Maximum deposit: 500.000 HUF')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '10.000 HUF' }).click();
    await expect(depositField(page, 'amount')).toHaveValue('10000');
    await fillCard(page);
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('You pay');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    await expectNoAxeViolations(page);
    await pollUntil(page, page.getByRole('heading', { name: 'Deposit successful' }));
    await expect(page.getByRole('heading', { name: 'Thank you for your first deposit!' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await depositCount(page)).toBe(1);
  });
});

test.describe('deposit exactly once', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a double click and Enter held down create one deposit', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    await depositField(page, 'amount').fill('5000');
    await fillCard(page);
    await page.getByRole('button', { name: 'Deposit', exact: true }).dblclick();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    expect(await depositCount(page)).toBe(1);
    await pollUntil(page, page.getByRole('heading', { name: 'Deposit successful' }));
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Make another deposit' }).click();
    await expect(depositField(page, 'amount')).toBeVisible();
    await depositField(page, 'amount').fill('6000');
    await fillCard(page);
    // Enter held down: the key repeats while the first submit is under way
    await depositField(page, 'cvc').focus();
    for (let press = 0; press < 8; press += 1) await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    expect(await depositCount(page)).toBe(2);
  });

  test('a retry after a network error sends the same attempt and creates one deposit', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment/deposit') keys.push(request.headers()['idempotency-key'] ?? '');
    });
    // cents .07: the platform takes the deposit but its answer is lost on the way
    await depositField(page, 'amount').fill('5000.07');
    await fillCard(page);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /connection|network/i })).toBeVisible();
    // a field scrolled half under the sticky header counts as an obscured target: checked from the top
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
    await fillCard(page);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await depositCount(page)).toBe(1);
  });

  test('a reload during the submit keeps the attempt: the resubmit sends the same key, one deposit', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment/deposit') keys.push(request.headers()['idempotency-key'] ?? '');
    });
    // cents .08: the platform answers after 3 s
    await depositField(page, 'amount').fill('7000.08');
    await fillCard(page);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText('Sending your deposit…')).toBeVisible();
    await page.reload();
    await expect(depositField(page, 'amount')).toHaveValue('7000.08');
    // card data is never kept in storage: typed again
    await expect(depositField(page, 'cardNumber')).toHaveValue('');
    await fillCard(page);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.clock.runFor(3_000);
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await depositCount(page)).toBe(1);
  });
});

test.describe('deposit outcomes and markets', () => {
  test.describe.configure({ timeout: 90_000 });

  // @mobile: a method chosen from the dropdown instead of the radio list
  test('SWE: limits notice, a method with its own fields, polling stops at its limit and never re-submits', { tag: '@mobile' }, async ({ page, isMobile }) => {
    // a player of another country on the Swedish site (Swedish players set their deposit limits first: the limits area's gate)
    await openDeposit(page, isMobile, 'SWE', 'player.int@example.com', '&depositWaitingSec=15');
    await expect(page.getByText('You can deposit 800 EUR more until your weekly deposit limit resets.')).toBeVisible();
    await chooseMethod(page, isMobile, 'Pay and play');
    await expect(depositField(page, 'bank')).toBeVisible();
    await expectNoAxeViolations(page);
    const statusCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/payment/deposit/status')) statusCalls.push(request.url());
    });
    // cents .02: the deposit stays pending
    await depositField(page, 'amount').fill('50.02');
    await depositField(page, 'country').selectOption({ label: 'Sweden' });
    await depositField(page, 'bank').selectOption({ label: 'Swedbank' });
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    const timedOut = page.getByText('We have not heard from the payment provider yet.', { exact: false });
    await pollUntil(page, timedOut, 4);
    expect(statusCalls).toHaveLength(3);
    await page.clock.runFor(30_000);
    expect(statusCalls).toHaveLength(3);
    expect(await depositCount(page)).toBe(1);
    await expectNoAxeViolations(page);
  });

  test('GBR: segregation and debit-card notices, a finish screen with instructions', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'GBR');
    await expect(page.getByText(/We hold customer funds in separate accounts/)).toBeVisible();
    await expect(page.getByText('Only debit cards are accepted.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    // cents .03: the platform answers with instructions
    await depositField(page, 'amount').fill('20.03');
    await fillCard(page);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
    await expect(page.getByText('HU42 1177 3016 1111 1018 0000 0000')).toBeVisible();
    await expect(page.getByText('ch_1')).toHaveCount(0);
    await expect(page.getByText(/Time left: 1[45]:/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Back to the deposit form' }).click();
    await expect(depositField(page, 'amount')).toHaveValue('');
  });

  test('NLD: verified IBAN notice, a fee confirmed first, an error reaction (232) and the undescribed method', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'NLD');
    await expect(page.getByText('Deposits need a verified IBAN', { exact: false })).toBeVisible();
    await chooseMethod(page, isMobile, 'SEPA direct debit');
    await depositField(page, 'amount').fill('100.95');
    await depositField(page, 'accountHolder').fill('Jan de Vries');
    await depositField(page, 'iban').fill('NL91ABNA0417164300');
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('1,51 EUR (fee included)');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Confirm the fee' })).toBeVisible();
    await expect(page.getByText('This method charges a fee of 2 EUR. You pay 101 EUR and get 99 EUR.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm and deposit' }).click();
    await expect(page.getByText('At this stage, we require additional documents from you.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await depositCount(page)).toBe(0);
    await chooseMethod(page, isMobile, 'Shop voucher');
    await expect(page.getByRole('group', { name: 'Payment details' })).toBeVisible();
    await depositField(page, 'amount').fill('20');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'voucherNumber' }).fill('12345678');
    await page.getByRole('combobox', { name: 'shop' }).selectOption({ label: 'Kiosk' });
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    expect(await depositCount(page)).toBe(1);
  });
});
