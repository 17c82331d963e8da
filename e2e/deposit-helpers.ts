import { expect, type Locator, type Page } from '@playwright/test';
import { openSite } from './fixtures';
import { field } from './registration-helpers';

/** The seeded player of each market (src/mocks/SCENARIOS.md). */
export const PLAYER_OF: Readonly<Record<string, string>> = {
  HUN: 'player@example.com',
  SWE: 'swede@example.com',
  GBR: 'player.gbr@example.com',
  NLD: 'player.nld@example.com',
  INT: 'player.int@example.com',
};

/** Logs in on a market (from Germany, so SWE offers e-mail login too) under a fake clock and opens the deposit page. */
export async function openDeposit(page: Page, isMobile: boolean, market: string, email = PLAYER_OF[market] ?? 'player@example.com', extraQuery = ''): Promise<void> {
  await page.clock.install({ time: new Date('2026-06-15T12:00:00Z') });
  const query = `market=${market}&geo=DEU${extraQuery}`;
  await openSite(page, isMobile ? `/login?${query}` : `/?modal=login&${query}`);
  await field(page, 'login', 'login').fill(email);
  await field(page, 'password', 'login').fill('Password1');
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('You are logged in now')).toBeVisible();
  // the cookie banner is fixed at the bottom of a phone's screen: answered, as a player does
  await page.getByRole('button', { name: 'Only necessary cookies' }).click();
  await page.goto('/payment/deposit');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await expect(depositField(page, 'amount')).toBeVisible();
}

/** A control of the deposit form by field name. */
export function depositField(page: Page, name: string) {
  return field(page, name, 'cashier-deposit');
}

/** Chooses a method: a radio on desktop, the dropdown on mobile. */
export async function chooseMethod(page: Page, isMobile: boolean, label: string): Promise<void> {
  if (isMobile) {
    const select = page.getByLabel('Choose a payment method');
    const value = await select.locator('option', { hasText: `${label} — ` }).first().getAttribute('value');
    await select.selectOption(value ?? '');
  } else {
    await page.getByRole('radio', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).check();
  }
}

/** How many deposits the mock platform created (GET /api/__mock/records?kind=deposit). */
export async function depositCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/api/__mock/records?kind=deposit');
    const body = (await response.json()) as { count: number };
    return body.count;
  });
}

/** Fills the card fields of the card method. */
export async function fillCard(page: Page): Promise<void> {
  await depositField(page, 'cardNumber').fill('4111111111111111');
  await depositField(page, 'cardHolder').fill('Anna Kiss');
  await depositField(page, 'expiry').fill('09/28');
  await depositField(page, 'cvc').fill('123');
}

/**
 * Runs the flow's 5 s status timer (fake clock) until `done` shows, at most `polls` times: each
 * status call schedules the next timer only after its answer, so one step at a time.
 */
export async function pollUntil(page: Page, done: Locator, polls = 3): Promise<void> {
  for (let poll = 0; poll < polls; poll += 1) {
    await page.clock.runFor(5_000);
    if (await done.isVisible()) return;
    try {
      await done.waitFor({ state: 'visible', timeout: 1_500 });
      return;
    } catch {
      // not yet: the next poll
    }
  }
  await expect(done).toBeVisible();
}
