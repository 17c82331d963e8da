import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { field } from './registration-helpers';

/** The login screen with extra query parameters: a modal on desktop, the /login page on mobile. */
function loginPath(isMobile: boolean, query: string): string {
  return isMobile ? `/login?${query}` : `/?modal=login&${query}`;
}

async function logIn(page: Page, login: string): Promise<void> {
  await expect(field(page, 'login', 'login')).toBeVisible();
  await field(page, 'login', 'login').fill(login);
  await field(page, 'password', 'login').fill('Password1');
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('You are logged in now')).toBeVisible();
}

async function logOutFromHeader(page: Page): Promise<void> {
  await page.getByRole('button', { name: /, balance / }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
}

test.describe('after login (spec 1 §4)', () => {
  test('page-after-login: the player lands on the asked page', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openSite(page, loginPath(isMobile, 'page-after-login=/my/profile'));
    await expect(page).not.toHaveURL(/page-after-login/);
    await expectNoAxeViolations(page);
    await logIn(page, 'player@example.com');
    await expect(page).toHaveURL(/\/my\/profile$/);
    await expectNoAxeViolations(page);
  });

  test('game-after-login: the demo game becomes /real once logged in', async ({ page, isMobile }) => {
    await openSite(page, loginPath(isMobile, 'game-after-login=golden-cherries'));
    await logIn(page, 'player@example.com');
    await expect(page).toHaveURL(/\/all-games\/golden-cherries\/real$/);
    await expect(page.locator('iframe[title="Golden Cherries (game)"]')).toBeVisible();
    await expectNoAxeViolations(page);
    const stored = await page.evaluate(() => window.sessionStorage.getItem('site:game-after-login'));
    expect(JSON.parse(stored ?? 'null')).toEqual({ game: 'golden-cherries', type: 'demo', armed: false });
  });

  test('an authorizationToken in the address logs in at once and leaves the address', async ({ page }) => {
    await openSite(page, '/?authorizationToken=valid-token');
    await expect(page.getByText('You are logged in now')).toBeVisible();
    await expect(page).not.toHaveURL(/authorizationToken/);
    await expect(page.getByRole('link', { name: 'Deposit' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('login methods from settings', () => {
  test('EST offers e-mail and password first, with Smart-ID beside it', async ({ page, isMobile }) => {
    await openSite(page, loginPath(isMobile, 'market=EST'));
    const methods = page.getByRole('group', { name: 'Login method' });
    await expect(methods.getByRole('radio', { name: 'E-mail and password' })).toBeChecked();
    await expect(methods.getByRole('radio', { name: 'Smart-ID' })).not.toBeChecked();
    await expect(field(page, 'login', 'login')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('SWE offers pay-and-play alone to a visitor from Sweden', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openSite(page, loginPath(isMobile, 'market=SWE'));
    await expect(page.getByRole('button', { name: 'Continue with Pay and play (bank)' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(field(page, 'login', 'login')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('poker platform login (spec 1 §2, §4)', () => {
  test('after logout the poker mode does not go home', async ({ page }) => {
    await openSite(page, '/poker-login?customerApp=poker');
    await expect(page.locator('body')).toHaveClass(/poker/);
    await logIn(page, 'player@example.com');
    await openSite(page, '/support');
    await expectNoAxeViolations(page);
    await logOutFromHeader(page);
    await expect(page).toHaveURL(/\/support$/);
    await expectNoAxeViolations(page);
  });

  test('outside poker mode logout goes home', async ({ page }) => {
    await openSite(page, '/?modal=login');
    await logIn(page, 'player@example.com');
    await openSite(page, '/support');
    await logOutFromHeader(page);
    await expect(page).toHaveURL(/\/$/);
  });
});
