import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { field } from './registration-helpers';

// Issue 16 §3: the balance button and popover (spec 3 §2, §9). player@example.com (mock seed p1):
// 130.000,50 HUF, 20 free spins, 2 available bonuses, wagering 12.000,00 of 40.000,00 HUF.

async function logIn(page: Page, isMobile: boolean, query = ''): Promise<void> {
  await openSite(page, isMobile ? `/login${query ? `?${query}` : ''}` : `/?modal=login${query ? `&${query}` : ''}`);
  await field(page, 'login', 'login').fill('player@example.com');
  await field(page, 'password', 'login').fill('Password1');
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('130.000,50 HUF');
}

test.describe('the balance button and popover', () => {
  test('the button names nickname, balance, free spins and bonuses; the popover links the account pages', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await logIn(page, isMobile);
    const button = page.getByRole('button', { name: 'LuckyAnna, balance 130.000,50 HUF, 20 free spins, 2 bonuses available' });
    await expect(button).toBeVisible();
    if (!isMobile) await expect(button.locator('.balance__extras > span')).toHaveText(['20 free spins', '2 bonuses available']);
    const details = page.waitForRequest((request) => request.url().includes('/api/player/accountDetails'));
    await button.click();
    await details;
    const popover = page.locator('.balance__popover');
    await expect(popover.getByText('20 free spins')).toBeVisible();
    const links = popover.getByRole('navigation', { name: 'My account' }).getByRole('link');
    await expect(links).toHaveText(['My profile', 'Account settings', 'Current bonuses', 'Available bonuses (2)', 'Loyalty']);
    const targets = await links.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
    expect(targets).toEqual(['/my/profile', '/my/profile-account', '/my/current-bonuses', '/my/available-bonuses', '/my/campaigns/loyalty']);
    await expect(popover.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/payment/deposit');
    await expect(popover.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/payment/withdrawal');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  });

  test('wagering in percent: 100 − 12.000 / 40.000 × 100 = 70% left, the ring at 30', async ({ page, isMobile }) => {
    await logIn(page, isMobile);
    await page.locator('.balance__button').click();
    const ring = page.getByRole('progressbar', { name: 'Wagering requirement' });
    await expect(ring).toHaveAttribute('aria-valuenow', '30');
    await expect(ring).toHaveAttribute('aria-valuetext', '70% left to wager');
    await expect(page.getByTestId('wagering-text')).toHaveText('70% left to wager');
    await expectNoAxeViolations(page);
  });

  test('wagering in amounts (fe.balanceWageringRequirementUnitType = amount)', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'wageringUnit=amount');
    await page.locator('.balance__button').click();
    await expect(page.getByTestId('wagering-text')).toHaveText('12.000,00 HUF of 40.000,00 HUF wagered');
    await expect(page.getByRole('progressbar', { name: 'Wagering requirement' })).toHaveAttribute('aria-valuenow', '30');
    await expectNoAxeViolations(page);
  });
});
