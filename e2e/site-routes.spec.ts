import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { field } from './registration-helpers';

async function logIn(page: Page, isMobile: boolean): Promise<void> {
  await openSite(page, isMobile ? '/login' : '/?modal=login');
  await field(page, 'login', 'login').fill('player@example.com');
  await field(page, 'password', 'login').fill('Password1');
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('You are logged in now')).toBeVisible();
}

test.describe('old-style addresses', () => {
  test('the preview server answers them with a real 301 to the new form', async ({ request }) => {
    for (const [old, target] of [
      ['/account/profile?tab=1', '/my/profile?tab=1'],
      ['/hu/games/slots', '/hu/group/slots'],
      ['/en/registration', '/registration'],
      ['/payment/deposit/', '/payment/deposit'],
      ['/sv/casino/', '/sv/all-games'],
    ] as const) {
      const response = await request.get(old, { maxRedirects: 0 });
      expect(response.status(), old).toBe(301);
      expect(response.headers().location, old).toBe(target);
    }
    const current = await request.get('/my/profile', { maxRedirects: 0 });
    expect(current.status()).toBe(200);
  });

  test('a browser following one lands on the new page', async ({ page }) => {
    await openSite(page, '/hu/account/limits');
    await expect(page).toHaveURL(/\/hu\/my\/limits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bejelentkezés szükséges' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('routes and access', () => {
  test('a logged-in-only route asks a visitor to log in, in the language of the prefix', async ({ page }) => {
    await openSite(page, '/payment/deposit');
    await expect(page.getByRole('heading', { level: 1, name: 'Authorization required' })).toBeVisible();
    await expectNoAxeViolations(page);
    await openSite(page, '/sv/my/transactions/withdrawal');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggning krävs' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('unknown /my/ paths are not found for a player', async ({ page, isMobile }) => {
    await logIn(page, isMobile);
    await openSite(page, '/my/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('unknown paths and chrome block keys get the not-found page, also under a prefix', async ({ page }) => {
    await openSite(page, '/hu/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Az oldal nem található' })).toBeVisible();
    await expectNoAxeViolations(page);
    await openSite(page, '/general-alarm?alarm=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('allowed countries', () => {
  test('a visitor from a country off the list is sent to /blocked', async ({ page }) => {
    await openSite(page, '/hu/?geo=USA&allowedCountries=HUN,SWE');
    await expect(page).toHaveURL(/\/hu\/blocked$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Az Ön országában nem elérhető' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a visitor from a listed country stays', async ({ page }) => {
    await openSite(page, '/support?geo=SWE&allowedCountries=HUN,SWE');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page).toHaveURL(/\/support\?/);
    await expectNoAxeViolations(page);
  });
});
