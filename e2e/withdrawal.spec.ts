import { expect, expectNoAxeViolations, test } from './fixtures';
import type { Page } from '@playwright/test';
import { field } from './registration-helpers';
import { choosePayoutMethod, openWithdrawal, providerFrame, recordCount, withdrawalCount, withdrawalField } from './withdrawal-helpers';

/** A real 32×20 PNG (the upload widget decodes and re-encodes it). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAACAAAAAUCAIAAABj86gYAAAAIElEQVR4nGM4YaNBU8QwasGoBaMWjFowasGoBaMWEIMACjjuH0y+EOkAAAAASUVORK5CYII=', 'base64');

/** A field of the IBAN check form (the first step of the IBAN verification). */
const ibanField = (page: Page, name: string) => field(page, name, 'cashier-withdrawal-iban');

test.describe('withdrawal', () => {
  test.describe.configure({ timeout: 90_000 });

  test('HUN: above the cash reserve to a stored account asks to forfeit the bonuses (blocked accounts cannot be chosen); a bank transfer to a new Hungarian IBAN with the password, confirmed and paid in the redirect frame', async ({
    page,
    isMobile,
  }) => {
    await openWithdrawal(page, isMobile, 'HUN');
    const balance = page.getByRole('region', { name: 'Your balance' });
    await expect(balance).toContainText('Promo balance');
    await expect(balance).toContainText('5.000,5 HUF');
    await expect(balance).toContainText('125.000 HUF');
    await expect(page.getByText('Minimum withdrawal: 1.000 HUF')).toBeVisible();
    await expect(page.getByText('Bank transfers arrive within 1–2 bank days.')).toBeVisible();
    // the deposit's stored-detail choice: a new account first chosen, each blocked account disabled with its reason
    const payout = page.getByRole('group', { name: 'Pay out to' });
    const newAccount = payout.getByRole('radio', { name: 'A new bank account or card' });
    await expect(newAccount).toBeChecked();
    const byDocument = payout.getByRole('radio', { name: 'HU93 •••• 0009' });
    await expect(byDocument).toBeDisabled();
    await expect(byDocument).toHaveAccessibleDescription('This account has reached its limit until it is validated. Validate it');
    await expect(payout.getByRole('link', { name: 'Validate it' })).toHaveAttribute('href', /\/payment\/withdrawal\?modal=payment-details-validation$/);
    for (const name of ['DE89 •••• 3000', 'AT61 •••• 3774']) {
      await expect(payout.getByRole('radio', { name })).toBeDisabled();
      await expect(payout.getByRole('radio', { name })).toHaveAccessibleDescription('This account or card is blocked. Please contact customer support.');
    }
    await expectNoAxeViolations(page);
    // above the cash reserve (20 000 HUF) to the stored account: the revoke confirmation, then the password, cancelled
    await withdrawalField(page, 'amount').fill('30000');
    await payout.getByRole('radio', { name: 'HU42 •••• 0000' }).check();
    // a stored account asks for no IBAN
    await expect(withdrawalField(page, 'iban')).toHaveCount(0);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your bonuses will be forfeited' })).toBeVisible();
    await expect(page.getByText(/You can withdraw up to 20.000 HUF and keep your bonuses/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Change the amount' }).click();
    await expect(withdrawalField(page, 'amount')).toHaveValue('30000');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByRole('button', { name: 'Withdraw and forfeit the bonuses' }).click();
    const dialog = page.getByRole('dialog', { name: 'Password' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await withdrawalCount(page)).toBe(0);
    // a new account: entry with spaces and dashes removed, upper case, shown in groups of four
    await newAccount.check();
    await withdrawalField(page, 'iban').fill('de89-3704 0044 0532 0130 00');
    await expect(withdrawalField(page, 'iban')).toHaveValue('DE89 3704 0044 0532 0130 00');
    await withdrawalField(page, 'bic').fill('otpv huhb');
    await expect(withdrawalField(page, 'bic')).toHaveValue('OTPVHUHB');
    await withdrawalField(page, 'amount').fill('15000.5');
    await expect(withdrawalField(page, 'amount')).toHaveValue('15000');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.locator('.sf-field__error', { hasText: 'Payments can be requested to Hungarian bank account only.' })).toBeVisible();
    await withdrawalField(page, 'iban').fill('HU42 1177 3016 1111 1018 0000 0000');
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('You withdraw');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Please enter your password.')).toBeVisible();
    await dialog.getByLabel('Password').fill('Password1');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Complete your withdrawal' })).toBeVisible();
    const provider = providerFrame(page);
    await provider.getByRole('button', { name: 'Confirm (deposit finish)' }).click();
    await expect(provider.getByText(/Redirect URL received: .*\/payment\/withdrawal\?reference=wd-/)).toBeVisible();
    await expectNoAxeViolations(page, { exclude: ['iframe'] });
    await provider.getByRole('button', { name: 'Paid' }).click();
    await expect(page.getByText('Your withdrawal request has been received.')).toBeVisible();
    await expect(withdrawalField(page, 'amount')).toHaveValue('');
    expect(await withdrawalCount(page)).toBe(1);
  });

  test('NLD: the e-wallet fee included and confirmed first; then a double click creates one withdrawal and a forged frame message changes nothing', async ({ page, isMobile }) => {
    await openWithdrawal(page, isMobile, 'NLD');
    await choosePayoutMethod(page, isMobile, 'E-wallet');
    await withdrawalField(page, 'walletEmail').fill('alex@example.com');
    await withdrawalField(page, 'amount').fill('100');
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('100 EUR');
    await expect(summary).toContainText('2 EUR (fee included)');
    await expect(summary).toContainText('98 EUR');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('This method charges a fee of 2 EUR. 100 EUR leaves your balance and you receive 98 EUR.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm and withdraw' }).click();
    await expect(page.getByRole('heading', { name: 'Complete your withdrawal' })).toBeVisible();
    expect(await withdrawalCount(page)).toBe(1);
    await page.getByRole('button', { name: 'Back to the withdrawal form' }).click();
    await expect(withdrawalField(page, 'amount')).toHaveValue('');
    // a bank transfer to a new account: a double click creates one withdrawal
    await choosePayoutMethod(page, isMobile, 'Bank transfer');
    await withdrawalField(page, 'iban').fill('NL91ABNA0417164300');
    await withdrawalField(page, 'bic').fill('ABNANL2A');
    await withdrawalField(page, 'amount').fill('150');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).dblclick();
    await expect(page.getByRole('heading', { name: 'Complete your withdrawal' })).toBeVisible();
    expect(await withdrawalCount(page)).toBe(2);
    // the page itself (not the provider's origin, not the frame) posts a final status
    await page.evaluate(() => window.postMessage({ type: 'withdrawal', value: 'ok' }, window.location.origin));
    await page.clock.runFor(1000);
    await expect(page.getByRole('heading', { name: 'Complete your withdrawal' })).toBeVisible();
    await expect(page.getByText('Your withdrawal request has been received.')).toHaveCount(0);
    await providerFrame(page).getByRole('button', { name: 'Payment failed' }).click();
    await expect(page.getByText('The withdrawal failed. No money has left your balance.')).toBeVisible();
    expect(await withdrawalCount(page)).toBe(2);
  });

  // mobile differs: the payout method is a dropdown
  test('INT: the e-wallet fee is added on top', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openWithdrawal(page, isMobile, 'INT');
    const newAccount = page.getByRole('radio', { name: 'A new bank account or card' });
    await page.getByRole('radio', { name: 'HU42 •••• 0000' }).check();
    await expect(newAccount).not.toBeChecked();
    await choosePayoutMethod(page, isMobile, 'E-wallet');
    await withdrawalField(page, 'walletEmail').fill('alex@example.com');
    await withdrawalField(page, 'amount').fill('100');
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('102 EUR');
    await expect(summary).toContainText('2 EUR (fee added)');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('This method charges a fee of 2 EUR. 102 EUR leaves your balance and you receive 100 EUR.')).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(withdrawalField(page, 'amount')).toHaveValue('100');
    // choosing bank transfer 12201 rounds the amount and resets the stored payout
    await withdrawalField(page, 'amount').fill('100.6');
    await choosePayoutMethod(page, isMobile, 'Bank transfer');
    await expect(withdrawalField(page, 'amount')).toHaveValue('101');
    await expect(newAccount).toBeChecked();
  });

  test('INT: a payout method the repo does not describe shows the fields the platform lists, checked before the call', async ({ page, isMobile }) => {
    await openWithdrawal(page, isMobile, 'INT');
    await choosePayoutMethod(page, isMobile, 'Local bank payout');
    const details = page.getByRole('group', { name: 'Payment details' });
    await expect(details.getByLabel('Account number')).toBeVisible();
    await expect(details.getByLabel('Reference')).not.toHaveAttribute('required');
    await withdrawalField(page, 'amount').fill('150');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(details.getByLabel('Account number')).toHaveAttribute('aria-invalid', 'true');
    await expect(details.getByRole('combobox', { name: 'Bank', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    expect(await withdrawalCount(page)).toBe(0);
    await details.getByLabel('Account number').fill('12345678');
    await details.getByRole('combobox', { name: 'Bank', exact: true }).selectOption('beta');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Complete your withdrawal' })).toBeVisible();
    expect(await withdrawalCount(page)).toBe(1);
  });

  test('GBR: pending withdrawals are announced for 10 s; a method that does not pay out in the wallet currency says so', async ({ page, isMobile }) => {
    await openWithdrawal(page, isMobile, 'GBR', 'withdrawals.gbr@example.com');
    const pending = page.getByText('You have 2 pending withdrawal(s).', { exact: false });
    await expect(pending).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show pending withdrawals' })).toHaveAttribute('href', /\/my\/transactions\/withdrawal/);
    await choosePayoutMethod(page, isMobile, 'Bank transfer');
    const currency = page.getByLabel('Payout currency');
    await expect(currency).toHaveValue('EUR');
    await expect(currency).toBeDisabled();
    await expect(page.getByText('This method does not pay out in GBP. It pays out in EUR; the amount is converted from your wallet.')).toBeVisible();
    await expect(currency).toHaveAccessibleDescription(/does not pay out in GBP/);
    await expectNoAxeViolations(page);
    // the e-wallet pays out in the wallet's currency: no hint
    await choosePayoutMethod(page, isMobile, 'E-wallet');
    await expect(currency).toHaveValue('GBP');
    await expect(page.getByText(/does not pay out in/)).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expect(pending).toHaveCount(0);
  });

  test('NLD: every error reaction of the catalogue; 259 opens the payment-details validation modal', async ({ page, isMobile }) => {
    await openWithdrawal(page, isMobile, 'NLD');
    await withdrawalField(page, 'iban').fill('NL91ABNA0417164300');
    await withdrawalField(page, 'bic').fill('ABNANL2A');
    const submitWith = async (amount: string) => {
      await withdrawalField(page, 'amount').fill(amount);
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    };
    const panel = page.locator('.cashier-reaction');
    const cases: [string, string | RegExp][] = [
      ['125', 'Please verify your account before withdrawing'],
      ['128', 'Your account is not validated yet.'],
      ['129', 'Please upload the documents we need to validate your account before you withdraw.'],
      ['199', 'Your e-mail address is not verified yet.'],
      ['200', 'Your phone number is not verified yet.'],
      ['219', 'Your e-mail address and phone number are not verified yet.'],
      ['232', 'At this stage, we require additional documents from you.'],
      ['234', 'This payment needs an additional check.'],
      ['251', 'Please verify your IBAN to continue.'],
    ];
    for (const [amount, text] of cases) {
      await submitWith(amount);
      await expect(panel).toContainText(text);
      await expect(panel).toHaveAttribute('data-code', amount === '129' ? '128' : amount);
    }
    await expectNoAxeViolations(page);
    // 284 opens the IBAN verification instead of a panel (its own test below)
    await submitWith('284');
    await expect(page).toHaveURL(/modal=iban-verification/);
    await expect(panel).toHaveCount(0);
    await page.getByRole('dialog', { name: 'IBAN verification' }).getByRole('button', { name: 'Not now' }).click();
    await expect(page).not.toHaveURL(/modal=/);
    await submitWith('101');
    await expect(panel).toHaveCount(0);
    await expect(page.getByText('The requested item was not found.')).toBeVisible();
    // 2 is ignored: no message, the form stays
    await submitWith('102');
    await expect(withdrawalField(page, 'amount')).toHaveValue('102');
    await expect(page.locator('.cashier-reaction')).toHaveCount(0);
    // 259 opens the payment-details validation modal
    await submitWith('259');
    await expect(page).toHaveURL(/modal=payment-details-validation/);
    // the one card blocked by document goes straight to its document
    const validation = page.getByRole('dialog', { name: 'Validate your payment details' });
    await expect(validation.getByText('Please upload a photo of the card Mastercard •••• 4444', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await validation.getByRole('button', { name: 'Upload' }).click();
    await expect(validation.locator('.sf-field__error', { hasText: 'Please, make a snapshot or select a file.' })).toBeVisible();
    await validation.locator('.upload-field input[type="file"]').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
    await expect(validation.getByRole('list', { name: 'Chosen files' })).toContainText('card.png');
    await validation.getByRole('button', { name: 'Upload' }).click();
    // every stored detail with its state: the card waits, the manually blocked one is support's
    await expect(validation.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
    const card = validation.getByRole('listitem').filter({ hasText: 'Mastercard •••• 4444' });
    await expect(card).toContainText('Waiting for approval');
    await expect(validation.getByRole('listitem').filter({ hasText: 'Visa •••• 0004' })).toContainText('Blocked: please contact customer support');
    await expect(validation.getByRole('button', { name: /^Validate / })).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(await recordCount(page, 'upload')).toBe(1);
    await validation.getByRole('button', { name: 'Back to the withdrawal' }).click();
    await expect(validation).toHaveCount(0);
    await expect(withdrawalField(page, 'amount')).toHaveValue('259');
    // asked again while the document is under review: where things stand, no second upload
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(validation.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
    expect(await recordCount(page, 'upload')).toBe(1);
    await validation.getByRole('button', { name: 'Back to the withdrawal' }).click();
    await expect(validation).toHaveCount(0);
    await submitWith('138');
    await expect(page).toHaveURL(/modal=aml-questionnaire&from=withdrawal/);
    // the questionnaire with the player's answers filled in: citizenship, address and city are set, so it starts at step 2
    const aml = page.getByRole('dialog', { name: 'Anti-money-laundering questionnaire' });
    await expect(aml.locator('[aria-current="step"]')).toHaveText('2/2. Your funds');
    await aml.getByRole('button', { name: 'Back' }).click();
    await expect(field(page, 'city', 'aml-questionnaire')).toHaveValue('Budapest');
    await expect(field(page, 'address', 'aml-questionnaire')).toHaveValue('Október 6. utca 12.');
    expect(await withdrawalCount(page)).toBe(0);
  });

  test('NLD: 284 opens the three-step IBAN verification — account details, a bank statement, waiting for approval', async ({ page, isMobile }) => {
    await openWithdrawal(page, isMobile, 'NLD');
    await page.getByRole('radio', { name: 'HU42 •••• 0000' }).check();
    await withdrawalField(page, 'amount').fill('284');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL(/modal=iban-verification/);
    const dialog = page.getByRole('dialog', { name: 'IBAN verification' });
    const steps = dialog.getByRole('list', { name: 'IBAN verification steps' });
    await expect(steps.getByText('Step 1: Account details')).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByText('Please verify your IBAN before you withdraw')).toBeVisible();
    await expectNoAxeViolations(page);
    // both fields are required; the IBAN is checked like the payout IBAN
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(ibanField(page, 'abbreviatedName')).toHaveAttribute('aria-invalid', 'true');
    await ibanField(page, 'abbreviatedName').fill('A. Morgan');
    await ibanField(page, 'ibanNumber').fill('nl92-abna-0417-1643-00');
    await expect(ibanField(page, 'ibanNumber')).toHaveValue('NL92 ABNA 0417 1643 00');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(ibanField(page, 'ibanNumber')).toHaveAttribute('aria-invalid', 'true');
    await ibanField(page, 'ibanNumber').fill('NL91ABNA0417164300');
    await dialog.getByRole('button', { name: 'Verify' }).dblclick();
    // step 2: the need-to-provide-documents message, for the account under check
    await expect(steps.getByText('Step 2: Document')).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByText('We need further documents to verify your bank account.')).toBeVisible();
    await expect(dialog.getByText('Please upload a bank statement that shows your name and the account NL91 •••• 4300.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.locator('.upload-field input[type="file"]').setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('list', { name: 'Chosen files' })).toContainText('statement.png');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    // step 3: waiting for approval
    await expect(dialog.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
    await expect(dialog.getByText('Your withdrawal is pending a document check.')).toBeVisible();
    await expect(steps.getByText('Step 3: Approval')).toHaveAttribute('aria-current', 'step');
    await expectNoAxeViolations(page);
    expect(await recordCount(page, 'ibanVerification')).toBe(1);
    expect(await recordCount(page, 'upload')).toBe(1);
    await dialog.getByRole('button', { name: 'Back to the withdrawal' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(withdrawalField(page, 'amount')).toHaveValue('284');
    // while the document is under review, 284 opens the verification at its waiting step
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
    expect(await withdrawalCount(page)).toBe(0);
  });

  test('284 after a new account: the IBAN check starts with the typed IBAN; Save keeps the details and the statement can follow', async ({ page, isMobile }) => {
    await openWithdrawal(page, isMobile, 'NLD');
    await withdrawalField(page, 'iban').fill('NL91ABNA0417164300');
    await withdrawalField(page, 'bic').fill('ABNANL2A');
    await withdrawalField(page, 'amount').fill('284');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL(/modal=iban-verification/);
    const dialog = page.getByRole('dialog', { name: 'IBAN verification' });
    await expect(ibanField(page, 'ibanNumber')).toHaveValue('NL91 ABNA 0417 1643 00');
    await expect(ibanField(page, 'abbreviatedName')).toHaveValue('');
    // Save validates like Verify: nothing is sent without the holder's name
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(ibanField(page, 'abbreviatedName')).toHaveAttribute('aria-invalid', 'true');
    expect(await recordCount(page, 'ibanVerification')).toBe(0);
    await ibanField(page, 'abbreviatedName').fill('A. Morgan');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Your bank account details are saved' })).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'IBAN verification steps' }).getByText('Step 2: Document')).toHaveAttribute('aria-current', 'step');
    expect(await recordCount(page, 'ibanVerification')).toBe(1);
    await expectNoAxeViolations(page);
    // the account number went nowhere but the call: not the address, not the site's storage (the mock platform's own database aside)
    expect(page.url()).not.toContain('NL91');
    const siteStorage = await page.evaluate(() =>
      [sessionStorage, localStorage].flatMap((storage) => Object.entries({ ...storage }).filter(([key]) => !key.startsWith('mock-platform:'))),
    );
    expect(siteStorage.length).toBeGreaterThan(0);
    expect(JSON.stringify(siteStorage)).not.toMatch(/NL91|ABNA0417/);
    await dialog.getByRole('button', { name: 'Upload the statement now' }).click();
    await expect(dialog.getByText('Please upload a bank statement that shows your name and the account NL91 •••• 4300.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(withdrawalField(page, 'amount')).toHaveValue('284');
    expect(await withdrawalCount(page)).toBe(0);
  });


});

test.describe('withdrawal exactly once', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a reload while the withdraw call is under way: the next submit carries the same key, one withdrawal', async ({ page, isMobile }) => {
    await openWithdrawal(page, isMobile, 'NLD');
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment/withdrawal') keys.push(request.headers()['idempotency-key'] ?? '');
    });
    const storedAccount = page.getByRole('radio', { name: 'HU42 •••• 0000' });
    await storedAccount.check();
    // amount 108: the platform answers after 3 s
    await withdrawalField(page, 'amount').fill('108');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('Sending your withdrawal…')).toBeVisible();
    await page.reload();
    await expect(withdrawalField(page, 'amount')).toHaveValue('108');
    // the draft keeps the stored account with the attempt
    await expect(storedAccount).toBeChecked();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('Sending your withdrawal…')).toBeVisible();
    await page.clock.runFor(3_000);
    await expect(page.getByRole('heading', { name: 'Complete your withdrawal' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await withdrawalCount(page)).toBe(1);
  });
});
