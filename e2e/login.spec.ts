import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { field } from './registration-helpers';

async function openLogin(page: Page, isMobile: boolean): Promise<void> {
  await openSite(page, isMobile ? '/login' : '/?modal=login');
  await expect(field(page, 'login', 'login')).toBeVisible();
}

async function logIn(page: Page, login: string, password: string): Promise<void> {
  await field(page, 'login', 'login').fill(login);
  await field(page, 'password', 'login').fill(password);
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
}

test.describe('regular login', () => {
  test('a player logs in, sees the confirmation and the balance, then logs out', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openLogin(page, isMobile);
    await expectNoAxeViolations(page);
    await logIn(page, 'player@example.com', 'Password1');
    await expect(page.getByText('You are logged in now')).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByRole('link', { name: 'Deposit' }).first()).toBeVisible();
    await expect(field(page, 'login', 'login')).toHaveCount(0);
    // DESIGN §5: only allow-listed keys, and never the password or a session token in the page's storage
    const stored = await page.evaluate(() => {
      const read = (storage: Storage) => Object.keys(storage).map((key) => [key, storage.getItem(key) ?? ''] as const);
      return [...read(window.localStorage), ...read(window.sessionStorage)];
    });
    const siteKeys = stored.filter(([key]) => !key.startsWith('mock-platform:'));
    for (const [key, value] of siteKeys) {
      expect(['registrationEmail', 'site:alarm-dismissed', 'site:poker-app', 'site:cookie-consent', 'site:game-after-login']).toContain(key);
      expect(value).not.toContain('Password1');
    }
    await openSite(page, '/logout');
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  });

  test('an empty form says what is required, at the fields', async ({ page, isMobile }) => {
    await openLogin(page, isMobile);
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    await expect(field(page, 'login', 'login')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'login', 'login')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a wrong password shows the tries left (107), the fifth freezes the account (111)', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openLogin(page, isMobile);
    await logIn(page, 'player.int@example.com', 'Wrong1');
    await expect(page.getByRole('alert').filter({ hasText: /4/ })).toBeVisible();
    await expectNoAxeViolations(page);
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await field(page, 'password', 'login').fill(`Wrong${attempt}`);
      await page.locator('form').getByRole('button', { name: 'Log in' }).click();
      if (attempt < 5) await expect(page.getByRole('alert').filter({ hasText: String(5 - attempt) })).toBeVisible();
    }
    await expect(page.getByRole('alert').filter({ hasText: /frozen/i })).toBeVisible();
    // the typed e-mail stays
    await expect(field(page, 'login', 'login')).toHaveValue('player.int@example.com');
  });

  test('a frozen account is told so (111)', async ({ page, isMobile }) => {
    await openLogin(page, isMobile);
    await logIn(page, 'frozen@example.com', 'Password1');
    await expect(page.getByRole('alert').filter({ hasText: /frozen/i })).toBeVisible();
  });

  for (const code of [214, 222, 247, 248, 295, 304]) {
    // one silent code is enough on mobile (the login page): the others are not even listed there
    test(`code ${code} is not shown in the login notice`, { tag: code === 214 ? ['@mobile'] : [] }, async ({ page, isMobile }) => {
      await openLogin(page, isMobile);
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/player/login'));
      await logIn(page, `error${code}@example.com`, 'Password1');
      expect((await answer).status()).toBeGreaterThanOrEqual(400);
      await expect(page.locator('.notice')).toHaveCount(0);
      await expect(field(page, 'login', 'login')).toBeVisible();
    });
  }
});
