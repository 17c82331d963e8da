import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { field } from './registration-helpers';

/** Logs a seeded account in (login page on mobile, modal on desktop) and waits for the confirmation. */
async function logIn(page: Page, isMobile: boolean, email: string): Promise<void> {
  await openSite(page, isMobile ? '/login' : '/?modal=login');
  await field(page, 'login', 'login').fill(email);
  await field(page, 'password', 'login').fill('Password1');
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('You are logged in now')).toBeVisible();
}

async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens a sub-menu disclosure and returns the list it controls. */
async function expand(menu: Locator, name: string): Promise<Locator> {
  const toggle = menu.getByRole('button', { name, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return menu.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
}

const link = (scope: Locator, name: string) => scope.getByRole('link', { name, exact: true });
const button = (scope: Locator, name: string) => scope.getByRole('button', { name, exact: true });
const settingsOf = (menu: Locator) => menu.getByRole('region', { name: 'Settings' });

test.describe('side menu visibility rules', () => {
  // each test logs in and runs axe twice; on a shared machine that can pass the default 30 s
  test.describe.configure({ timeout: 60_000 });

  test('a visitor: login and sign-up, promotions, casino groups; no player items', async ({ page }) => {
    await openSite(page, '/');
    const menu = await openMenu(page);
    await expect(link(menu, 'Login')).toBeVisible();
    await expect(link(menu, 'Create account')).toBeVisible();
    await expect(link(menu, 'Promotions')).toBeVisible();
    await expect(link(menu, 'Privacy policy')).toBeVisible();
    await expect(link(menu, 'Cookies policy')).toHaveAttribute('href', /modal=cookie-policy/);
    await expect(button(menu, 'Logout')).toHaveCount(0);
    await expect(link(menu, 'Deposit')).toHaveCount(0);
    await expect(button(menu, 'Profile')).toHaveCount(0);
    // betting is age-restricted: no birth date, no sports
    await expect(button(menu, 'Sports')).toHaveCount(0);
    await expect(settingsOf(menu).getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    await expectNoAxeViolations(page);
    // sub-menus start collapsed
    await expect(link(menu, 'Slots')).toHaveCount(0);
    const casino = await expand(menu, 'Casino');
    await expect(link(casino, 'Slots')).toHaveAttribute('href', '/group/slots');
    await expectNoAxeViolations(page);
  });

  test('a logged-in player: account sub-menus, betting, bonus items; no visitor items', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'player@example.com');
    const menu = await openMenu(page);
    await expect(button(menu, 'Logout')).toBeVisible();
    await expect(link(menu, 'Deposit')).toBeVisible();
    await expect(link(menu, 'Login')).toHaveCount(0);
    await expect(link(menu, 'Verification')).toHaveCount(0);
    await expect(link(menu, 'Promotions')).toBeVisible();
    const settings = settingsOf(menu);
    await expect(link(settings, 'Bonus balance')).toBeVisible();
    await expect(link(settings, 'My free spins')).toBeVisible();
    await expect(link(settings, 'Betting history')).toBeVisible();
    await expect(link(settings, 'My max balance')).toHaveCount(0);
    await expect(link(settings, 'My net deposit threshold')).toHaveCount(0);
    await expectNoAxeViolations(page);
    const profile = await expand(menu, 'Profile');
    await expect(link(profile, 'Password')).toBeVisible();
    await expect(link(profile, 'Verify my identity')).toHaveCount(0);
    await expect(link(profile, 'GAMSTOP self-exclusion (opens in a new tab)')).toHaveCount(0);
    const sports = await expand(menu, 'Sports');
    await expect(link(sports, 'Sportsbook betting')).toHaveAttribute('href', '/sports/sportsbook');
    await expectNoAxeViolations(page);
  });

  test('an unverified player is offered verification', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'unverified@example.com');
    const menu = await openMenu(page);
    await expect(link(menu, 'Verification')).toHaveAttribute('href', '/my/verification');
    await expect(link(settingsOf(menu), 'Verify account')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a pay-and-play player has no password or payment-details items', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'payandplay@example.com');
    const menu = await openMenu(page);
    const profile = await expand(menu, 'Profile');
    await expect(link(profile, 'Personal information')).toBeVisible();
    await expect(link(profile, 'Password')).toHaveCount(0);
    await expect(link(profile, 'Payment details')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a Swedish player: promotion links hidden under SWE rules', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'swede@example.com');
    const menu = await openMenu(page);
    await expect(button(menu, 'Logout')).toBeVisible();
    await expect(link(menu, 'Promotions')).toHaveCount(0);
    const campaigns = await expand(menu, 'Campaigns');
    await expect(link(campaigns, 'Loyalty program')).toBeVisible();
    await expect(link(campaigns, 'Campaign promotions')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a visitor on the Swedish market (?market=SWE) gets no promotion link', async ({ page }) => {
    await openSite(page, '/?market=SWE');
    const menu = await openMenu(page);
    await expect(link(menu, 'Login')).toBeVisible();
    await expect(link(menu, 'Promotions')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('max balance only under NLD rules', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'player.nld@example.com');
    const menu = await openMenu(page);
    await expect(link(settingsOf(menu), 'My max balance')).toBeVisible();
    const limits = await expand(menu, 'Limits');
    await expect(link(limits, 'Max balance')).toHaveAttribute('href', '/my/limits#max-balance-limit-form');
    await expect(link(limits, 'Net deposit threshold')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('net deposit threshold only with a permanent net deposit limit', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'netdeposit@example.com');
    const menu = await openMenu(page);
    await expect(link(settingsOf(menu), 'My net deposit threshold')).toBeVisible();
    const limits = await expand(menu, 'Limits');
    await expect(link(limits, 'Net deposit threshold')).toBeVisible();
    await expect(link(settingsOf(menu), 'My max balance')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
