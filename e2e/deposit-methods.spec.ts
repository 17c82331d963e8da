import { chooseMethod, depositCount, depositField, fillCard, openDeposit, pollUntil } from './deposit-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('deposit: methods paid away from the site (spec 2 §9)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('HUN terminal QR (950001): the finish screen draws the code to scan (SVG, named), the reference to type in and its countdown', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    await chooseMethod(page, isMobile, 'Pay at a terminal (QR)');
    await depositField(page, 'amount').fill('5000');
    await depositField(page, 'phoneNumber').fill('301234567');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
    const code = page.getByRole('img', { name: 'Scan this code at the terminal' });
    await expect(code).toBeVisible();
    // drawn from the module matrix (version 2 or more: 25 modules and up, plus the 4-module quiet zone on each side), as one path of dark modules
    const modules = Number(await code.getAttribute('data-modules'));
    expect(modules).toBeGreaterThanOrEqual(33);
    await expect(code).toHaveAttribute('viewBox', `0 0 ${modules} ${modules}`);
    expect((await code.locator('path').getAttribute('d'))?.length ?? 0).toBeGreaterThan(500);
    const box = await code.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(Math.round(box?.height ?? -1));
    await expect(page.getByText(/^If the terminal cannot read the code, enter this reference: dep-/)).toBeVisible();
    // the code's text is drawn, not listed; the countdown runs to its expiry
    await expect(page.locator('dl').getByText('qrCode')).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveText(/^Time left: 1[45]:\d\d$/);
    await expectNoAxeViolations(page);
    await page.clock.runFor(15 * 60_000);
    await expect(page.getByRole('timer')).toHaveText('Time has expired');
    expect(await depositCount(page)).toBe(1);
  });

  test('HUN crypto (910003): the address to pay to, the coin, the 30-minute note and the countdown; chargeId and expiresAt are not listed', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    await chooseMethod(page, isMobile, 'Cryptocurrency');
    await depositField(page, 'amount').fill('20000');
    await depositField(page, 'cryptoCurrency').selectOption({ label: 'Ether (ETH)' });
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    // the crypto channel has a 1 % fee: confirmed first
    await page.getByRole('button', { name: 'Confirm and deposit' }).click();
    await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
    await expect(page.getByText('A crypto deposit usually credits within 30 minutes.')).toBeVisible();
    const details = page.locator('dl');
    await expect(details.getByText('Address to pay to')).toBeVisible();
    await expect(details.getByText('0x52908400098527886E0F7030069857D2E4169EE7')).toBeVisible();
    await expect(details.getByText('Ether (ETH)')).toBeVisible();
    await expect(details.getByText('chargeId')).toHaveCount(0);
    await expect(details.getByText('expiresAt')).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveText(/^Time left: (29|30):\d\d$/);
    await expectNoAxeViolations(page);
    await page.clock.runFor(30 * 60_000);
    await expect(page.getByRole('timer')).toHaveText('Time has expired');
  });
});

test.describe('deposit: stored payment details (spec 2 §2, §3, §5)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('HUN card: a stored card needs only its CVC and is sent by reference, never with card data; blocked cards cannot be chosen and say why', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    const bodies: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment/deposit') bodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    });
    const stored = page.getByRole('group', { name: 'Saved card or account' });
    await expect(stored.getByRole('radio', { name: 'Use a new card or account' })).toBeChecked();
    // blocked by document: disabled, at its limit until validated; blocked manually or after verification: contact support
    await expect(stored.getByRole('radio', { name: 'Mastercard •••• 4444' })).toBeDisabled();
    await expect(stored.getByText('This card has reached its limit until it is validated.')).toBeVisible();
    for (const name of ['Visa •••• 0004', 'Maestro •••• 0018']) await expect(stored.getByRole('radio', { name })).toBeDisabled();
    await expect(stored.getByText('This card or account is blocked. Please contact customer support.')).toHaveCount(2);
    await expectNoAxeViolations(page);
    // what was typed for a new card is dropped when a stored card is chosen
    await depositField(page, 'cardNumber').fill('4111111111111111');
    await stored.getByRole('radio', { name: 'Visa •••• 1111' }).check();
    await expect(depositField(page, 'cardNumber')).toHaveCount(0);
    await expect(depositField(page, 'expiry')).toHaveCount(0);
    await depositField(page, 'amount').fill('5000');
    // the choice is kept with the draft: after a reload the stored card is still the one paid with
    await page.reload();
    await expect(stored.getByRole('radio', { name: 'Visa •••• 1111' })).toBeChecked();
    await expect(depositField(page, 'amount')).toHaveValue('5000');
    await expect(depositField(page, 'cardNumber')).toHaveCount(0);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    // the CVC is still asked for the stored card
    await expect(page.locator('.sf-field__error').first()).toBeVisible();
    expect(bodies).toHaveLength(0);
    await depositField(page, 'cvc').fill('123');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ method: 1140001, storedDetailReference: 1, cvc: '123', amount: '5000.00' });
    expect(bodies[0]).not.toHaveProperty('cardNumber');
    await pollUntil(page, page.getByRole('heading', { name: 'Deposit successful' }));
    expect(await depositCount(page)).toBe(1);
  });

  test('HUN: the validation notice and a card blocked by document open the payment-details validation modal over the deposit', async ({ page, isMobile }) => {
    await openDeposit(page, isMobile, 'HUN');
    const notice = page.getByRole('status').filter({ hasText: 'Some of your saved cards or accounts must be validated' });
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: 'Validate it' }).click();
    await expect(page).toHaveURL(/\/payment\/deposit\?modal=payment-details-validation/);
    const dialog = page.getByRole('dialog', { name: 'Validate your payment details' });
    await expect(dialog.getByText('Please upload a photo of the card Mastercard •••• 4444', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('group', { name: 'Saved card or account' }).getByRole('link', { name: 'Validate it' }).click();
    await expect(dialog.getByText('Please upload a photo of the card Mastercard •••• 4444', { exact: false })).toBeVisible();
    // the notice hides after 10 s
    await page.keyboard.press('Escape');
    await page.clock.runFor(10_000);
    await expect(notice).toHaveCount(0);
  });
});

test('NLD: error 251 offers the IBAN check form over the deposit (abbreviated name and IBAN, ?modal=iban-verification); closing it returns to the form', async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  await openDeposit(page, isMobile, 'NLD');
  await chooseMethod(page, isMobile, 'Instant bank payment');
  await depositField(page, 'amount').fill('50.97');
  await depositField(page, 'bank').selectOption({ label: 'ING' });
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const panel = page.locator('.cashier-reaction');
  await expect(panel).toHaveAttribute('data-code', '251');
  await panel.getByRole('link', { name: 'Verify your IBAN' }).click();
  await expect(page).toHaveURL(/\/payment\/deposit\?modal=iban-verification/);
  const dialog = page.getByRole('dialog', { name: 'IBAN verification' });
  await expect(dialog.getByLabel('Account holder (abbreviated name)')).toBeVisible();
  // the intro names the payment that waits for the check: the deposit, not a withdrawal
  await expect(dialog.getByText('Please verify your IBAN before you deposit with it')).toBeVisible();
  await expect(dialog.getByText(/before you withdraw/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Save puts the details on record; the way back names the page underneath
  await dialog.getByLabel('Account holder (abbreviated name)').fill('A. Morgan');
  await dialog.getByRole('textbox', { name: 'IBAN', exact: true }).fill('NL91ABNA0417164300');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Your bank account details are saved' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Back to the withdrawal' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Back to the deposit' }).click();
  await expect(page).not.toHaveURL(/modal=/);
  await expect(depositField(page, 'amount')).toHaveValue('50.97');
  // asked again, the check is where it was left: the statement is next
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await panel.getByRole('link', { name: 'Verify your IBAN' }).click();
  await expect(dialog.getByText('Please upload a bank statement that shows your name and the account NL91 •••• 4300.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(page).not.toHaveURL(/modal=/);
});

test("GBR: error 253 opens the player-affordability form over the deposit (the market's fields, each required, Save); the deposit then goes through", async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  await openDeposit(page, isMobile, 'GBR');
  // cents .98: the platform wants the affordability details first (until they are on record)
  await depositField(page, 'amount').fill('20.98');
  await fillCard(page);
  const submit = page.getByRole('button', { name: 'Deposit', exact: true });
  await submit.click();
  const panel = page.locator('.cashier-reaction');
  await expect(panel).toHaveAttribute('data-code', '253');
  expect(await depositCount(page)).toBe(0);
  await panel.getByRole('link', { name: 'Fill in the affordability form' }).click();
  await expect(page).toHaveURL(/\/payment\/deposit\?modal=player-affordability/);
  const dialog = page.getByRole('dialog', { name: 'Your gambling budget' });
  // the British form configures employment and income besides the budget: all required
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('link', { name: 'Employment status: Please make a selection.' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Net monthly income: This field is required.' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Monthly gambling budget: This field is required.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Employment status').selectOption({ label: 'Employed' });
  await dialog.getByLabel('Net monthly income').fill('2400');
  await dialog.getByLabel('Monthly gambling budget').fill('150');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Your details are saved' })).toBeVisible();
  const saved = await page.evaluate(async () => ((await (await fetch('/api/__mock/records?kind=affordabilityDetails')).json()) as { count: number }).count);
  expect(saved).toBe(1);
  await dialog.getByRole('button', { name: 'Back to the deposit' }).click();
  await expect(page).not.toHaveURL(/modal=/);
  await expect(depositField(page, 'amount')).toHaveValue('20.98');
  await fillCard(page);
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
  expect(await depositCount(page)).toBe(1);
});

test('HUN: a card that needs a signed contract: the notice, signing in the contract modal, pending, then approved and the deposit goes through', async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  await openDeposit(page, isMobile, 'HUN', 'contract@example.com');
  const notice = page.locator('.cashier-contract');
  await expect(notice).toContainText('This payment method needs a signed contract before you can deposit with it.');
  await depositField(page, 'amount').fill('5000');
  await fillCard(page);
  const submit = page.getByRole('button', { name: 'Deposit', exact: true });
  await submit.click();
  await page.clock.runFor(1_000);
  await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toHaveCount(0);
  expect(await depositCount(page)).toBe(0);
  await notice.getByRole('link', { name: 'Sign the contract' }).click();
  await expect(page).toHaveURL(/\/payment\/deposit\?modal=contract-signing/);
  const dialog = page.getByRole('dialog', { name: 'Payment card contract' });
  await expect(dialog.getByRole('heading', { name: 'Terms of the payment card' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog.getByRole('link', { name: /You must accept to continue\./ })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('I have read the contract and accept it').check();
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank you for signing' })).toBeVisible();
  const signatures = await page.evaluate(async () => ((await (await fetch('/api/__mock/records?kind=contractSignature')).json()) as { count: number }).count);
  expect(signatures).toBe(1);
  await dialog.getByRole('button', { name: 'Back to the deposit' }).click();
  await expect(page).not.toHaveURL(/modal=/);
  // pending: the sign button is hidden, the deposit still waits for the approval
  await expect(notice).toContainText('Your signed contract is being reviewed.');
  await expect(notice.getByRole('link')).toHaveCount(0);
  // the back office approves 60 s after the signature (the platform's clock)
  await page.clock.runFor(60_000);
  await page.reload();
  await expect(notice).toContainText('Your contract for this payment method is approved.');
  await expect(notice.getByRole('link', { name: 'View your contract' })).toBeVisible();
  await depositField(page, 'amount').fill('5000');
  await fillCard(page);
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
  expect(await depositCount(page)).toBe(1);
});
