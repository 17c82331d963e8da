import { expect, type Page } from '@playwright/test';
import { openSite } from './fixtures';
import { field } from './registration-helpers';

/** The seeded player of each market (src/mocks/SCENARIOS.md). */
export const WITHDRAWAL_PLAYER_OF: Readonly<Record<string, string>> = {
  HUN: 'player@example.com',
  GBR: 'player.gbr@example.com',
  NLD: 'player.nld@example.com',
  INT: 'player.int@example.com',
};

/**
 * Logs in on a market (from Germany) under a fake clock, as the market's seeded player or `email`,
 * and lands on the withdrawal page by page-after-login: one page load per test (the app navigates
 * in place after the login, as for a player sent to log in first).
 */
export async function openWithdrawal(page: Page, isMobile: boolean, market: string, email = WITHDRAWAL_PLAYER_OF[market] ?? 'player@example.com'): Promise<void> {
  await page.clock.install({ time: new Date('2026-06-15T12:00:00Z') });
  const query = `market=${market}&geo=DEU&page-after-login=/payment/withdrawal`;
  await openSite(page, isMobile ? `/login?${query}` : `/?modal=login&${query}`);
  await field(page, 'login', 'login').fill(email);
  await field(page, 'password', 'login').fill('Password1');
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('You are logged in now')).toBeVisible();
  await page.getByRole('button', { name: 'Only necessary cookies' }).click();
  await expect(page).toHaveURL(/\/payment\/withdrawal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal' })).toBeVisible();
  await expect(withdrawalField(page, 'amount')).toBeVisible();
}

/** A control of the withdrawal form by field name. */
export function withdrawalField(page: Page, name: string) {
  return field(page, name, 'cashier-withdrawal');
}

/** Chooses a payout method: a radio on desktop, the dropdown on mobile. */
export async function choosePayoutMethod(page: Page, isMobile: boolean, label: string): Promise<void> {
  if (isMobile) {
    const select = page.getByLabel('Choose a payout method');
    const value = await select.locator('option', { hasText: `${label} — ` }).first().getAttribute('value');
    await select.selectOption(value ?? '');
  } else {
    await page.getByRole('radio', { name: new RegExp(`^${label}`) }).check();
  }
}

/** How many withdrawals the mock platform created (GET /api/__mock/records?kind=withdrawal). */
export async function withdrawalCount(page: Page): Promise<number> {
  return recordCount(page, 'withdrawal');
}

/** How many records of a kind the mock platform's creating calls made (GET /api/__mock/records?kind=). */
export async function recordCount(page: Page, kind: string): Promise<number> {
  return page.evaluate(async (recordKind) => {
    const response = await fetch(`/api/__mock/records?kind=${recordKind}`);
    const body = (await response.json()) as { count: number };
    return body.count;
  }, kind);
}

/** The provider's page inside the redirect frame. */
export function providerFrame(page: Page) {
  return page.frameLocator('iframe[name="withdrawal-frame"]');
}
