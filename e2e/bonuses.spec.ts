import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { field } from './registration-helpers';

/** Logs in with e-mail and password (modal on desktop, page on mobile). */
async function logIn(page: Page, isMobile: boolean, login: string): Promise<void> {
  await openSite(page, isMobile ? '/login' : '/?modal=login');
  await field(page, 'login', 'login').fill(login);
  await field(page, 'password', 'login').fill('Password1');
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('You are logged in now')).toBeVisible();
}

test.describe('current bonuses (issue 16 §4)', () => {
  test.describe.configure({ timeout: 90_000 });

  // the cards stack and the confirmation must fit a phone's width
  test('the bonuses held with their wagering; forfeiting asks first, then removes the bonus and its money', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'player@example.com');
    await openSite(page, '/my/current-bonuses');
    await expect(page.getByRole('heading', { level: 1, name: 'Current bonuses' })).toBeVisible();
    const welcome = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Welcome bonus' }) });
    await expect(welcome.getByText('Promo money')).toBeVisible();
    await expect(welcome.getByText('12.000,00 HUF of 40.000,00 HUF wagered (30%)')).toBeVisible();
    const spins = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Weekend spins' }) });
    await expect(spins.getByText('20 free spins')).toBeVisible();
    await expectNoAxeViolations(page);

    // Keep the bonus changes nothing
    await page.getByRole('button', { name: 'Forfeit bonus: Welcome bonus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forfeit Welcome bonus?' });
    await expect(dialog.getByText('The bonus and anything you have won with it will be removed from your balance. This cannot be undone.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep the bonus' })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep the bonus' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(welcome).toBeVisible();

    await page.getByRole('button', { name: 'Forfeit bonus: Welcome bonus' }).click();
    await dialog.getByRole('button', { name: 'Forfeit bonus' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Welcome bonus has been forfeited.' })).toBeVisible();
    await expect(welcome).toHaveCount(0);
    await expect(spins).toBeVisible();

    // the platform kept it: a reload lists the spins only; forfeiting them leaves the empty state
    await openSite(page, '/my/current-bonuses');
    await expect(page.getByRole('heading', { name: 'Welcome bonus' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Forfeit bonus: Weekend spins' }).click();
    await page.getByRole('dialog', { name: 'Forfeit Weekend spins?' }).getByRole('button', { name: 'Forfeit bonus' }).click();
    await expect(page.getByText('You have no active bonuses right now.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the bonuses you can get' })).toHaveAttribute('href', '/my/available-bonuses');
    await expectNoAxeViolations(page);
  });

  test('a player without bonuses sees the empty state in their language', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'closable@example.com');
    await openSite(page, '/hu/my/current-bonuses');
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuális bónuszok' })).toBeVisible();
    await expect(page.getByText('Jelenleg nincs aktív bónuszod.')).toBeVisible();
  });
});

test.describe('loyalty (issue 16 §4)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the tier from the status points, the points to the next tier, and the ladder with the player’s tier marked', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'player@example.com');
    await openSite(page, '/my/campaigns/loyalty');
    await expect(page.getByRole('heading', { level: 1, name: 'Loyalty' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your tier: Silver' })).toBeVisible();
    await expect(page.getByText('Status points: 340')).toBeVisible();
    await expect(page.getByText('660 more status points to reach Gold.')).toBeVisible();
    await expect(page.locator('li[aria-current="step"]')).toHaveText('Silver from 250 points — your tier');
    await expect(page.getByRole('listitem').filter({ hasText: /from .* points/ })).toHaveCount(4);
    await expectNoAxeViolations(page);
    await openSite(page, '/sv/my/campaigns/loyalty');
    await expect(page.getByRole('heading', { name: 'Din nivå: Silver' })).toBeVisible();
  });
});
