import type { Page } from '@playwright/test';
import { depositCount, depositField, pollUntil } from './deposit-helpers';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';

// Issue 11: the visitor's pay-and-play deposit (spec 2 §1, §4, §5, §6). SWE serves it to visitors from Sweden
// (fe.payAndPlay); the mock's bank identity (SCENARIOS.md "Pay-and-play visitor deposit"): Swedbank → a player new to
// the casino, registered by the deposit; cents .01 → the deposit fails.

/** A visitor (never logged in) opens the deposit page under a fake clock; the cookie banner answered as a visitor does. */
async function openAsVisitor(page: Page, query: string): Promise<void> {
  await page.clock.install({ time: new Date('2026-06-15T12:00:00Z') });
  await openSite(page, `/payment/deposit?${query}`);
  await page.getByRole('button', { name: 'Only necessary cookies' }).click();
}

const paymentFrame = (page: Page) => page.frameLocator('iframe[title="Payment provider"]');

/** What the mock platform recorded (GET /api/__mock/pay-and-play, mock only). */
async function payAndPlayRecords(page: Page): Promise<{ deposits: Record<string, unknown>[]; logins: Record<string, unknown>[] }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/__mock/pay-and-play');
    return (await response.json()) as { deposits: Record<string, unknown>[]; logins: Record<string, unknown>[] };
  });
}

test.describe('visitor pay-and-play deposit', () => {
  test.describe.configure({ timeout: 90_000 });

  test('SWE visitor: consents required, 440001 through the provider frame, waiting, logged in by the login code carrying the consents', async ({ page }) => {
    await openAsVisitor(page, 'market=SWE');
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    // pay-and-play only; the market's country is preselected among the countries the method serves
    await expect(depositField(page, 'country').locator('option:checked')).toHaveText('Sweden');
    await expect(depositField(page, 'bank')).toBeVisible();
    // no bonus, no stored details for a visitor
    await expect(page.getByRole('radio', { name: 'No thanks, proceed without bonus' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await depositField(page, 'bank').selectOption({ label: 'Swedbank' });
    await depositField(page, 'amount').fill('500');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    // spec 2 §5 "Required for visitors: privacy policy consent and age-and-policy consent": nothing is sent without them
    const privacy = page.getByRole('checkbox', { name: /I have read and accept the Privacy Policy/ });
    const age = page.getByRole('checkbox', { name: /I am over 18 years old and I accept the Terms and Conditions/ });
    await expect(privacy).toHaveAttribute('aria-invalid', 'true');
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    expect(await depositCount(page)).toBe(0);

    await privacy.check();
    await age.check();
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(paymentFrame(page).getByText(/Deposit 500\.00 SEK/)).toBeVisible();
    // our page around the provider's (axe stays out of the provider's frame: it is the provider's page)
    await expectNoAxeViolations(page, { exclude: ['iframe[title="Payment provider"]'] });
    await paymentFrame(page).getByRole('button', { name: 'Payment started — wait for the bank' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for the payment' })).toBeVisible();
    await expectNoAxeViolations(page);

    // the status turns ok with a login code: the visitor is logged in by it, the deposit is final
    await pollUntil(page, page.getByRole('heading', { name: 'Deposit successful' }));
    await expect(page.getByText('You are logged in now')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you for your first deposit!' })).toBeVisible();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByTestId('header-balance')).toHaveText('500,00 kr');
    await expectNoAxeViolations(page);

    // one deposit; the bank identified a new player; the login carried both consents
    expect(await depositCount(page)).toBe(1);
    const records = await payAndPlayRecords(page);
    expect(records.deposits).toEqual([expect.objectContaining({ amount: '500.00', currency: 'SEK', country: 'SWE', bank: 'swedbank', credited: true, player: 'payandplay.swedbank.swe@example.com' })]);
    expect(records.logins).toEqual([expect.objectContaining({ player: 'payandplay.swedbank.swe@example.com', privacyPolicyChecked: true, depositAgeAndPolicyChecked: true })]);

    // another deposit is the player's own deposit page (their gates, their methods)
    await page.getByRole('button', { name: 'Make another deposit' }).click();
    await expect(page.getByRole('checkbox', { name: /I have read and accept the Privacy Policy/ })).toHaveCount(0);
  });

  test('SWE visitor: a failed payment says so and the visitor stays logged out', async ({ page }) => {
    await openAsVisitor(page, 'market=SWE');
    await depositField(page, 'bank').selectOption({ label: 'Nordea' });
    await depositField(page, 'amount').fill('300.01');
    await page.getByRole('checkbox', { name: /I have read and accept the Privacy Policy/ }).check();
    await page.getByRole('checkbox', { name: /I am over 18 years old and I accept the Terms and Conditions/ }).check();
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await paymentFrame(page).getByRole('button', { name: 'Payment started — wait for the bank' }).click();
    await pollUntil(page, page.getByText('The deposit failed. No money was taken.'));
    await expect(depositField(page, 'amount')).toHaveValue('');
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
    expect((await payAndPlayRecords(page)).logins).toEqual([]);
  });

  test('a visitor outside the allowed countries sees the warning listing them; without pay-and-play a visitor is asked to log in', async ({ page }) => {
    await openAsVisitor(page, 'market=SWE&geo=DEU');
    await expect(page.getByRole('heading', { level: 1, name: 'Authorization required' })).toBeVisible();
    const warning = page.getByRole('alert').filter({ hasText: 'Pay and play is not available in your country' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('list', { name: 'Pay and play is offered to visitors from:' }).getByRole('listitem')).toHaveText(['Sweden']);
    await expect(page.getByRole('link', { name: 'Log in' }).last()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/payment/deposit?market=HUN');
    await expect(page.getByRole('heading', { level: 1, name: 'Authorization required' })).toBeVisible();
    await expect(page.getByText('Pay and play is not available in your country')).toHaveCount(0);
    await expect(depositField(page, 'amount')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
