import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { field } from './registration-helpers';

async function lastResetCode(page: Page, email: string): Promise<string> {
  return page.evaluate(async (address) => {
    const response = await fetch(`/api/__mock/last-reset-code?email=${encodeURIComponent(address)}`);
    return ((await response.json()) as { activationCode: string }).activationCode;
  }, email);
}

async function logIn(page: Page, isMobile: boolean, login: string, password: string): Promise<void> {
  await openSite(page, isMobile ? '/login' : '/?modal=login');
  await field(page, 'login', 'login').fill(login);
  await field(page, 'password', 'login').fill(password);
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('You are logged in now')).toBeVisible();
}

async function submitReset(page: Page, password: string): Promise<void> {
  await field(page, 'newPassword', 'reset-password').fill(password);
  await field(page, 'confirmPassword', 'reset-password').fill(password);
  // leave the field first: its blur validation may move the button under the pointer
  await field(page, 'confirmPassword', 'reset-password').blur();
  await page.locator('form').getByRole('button', { name: 'Save new password' }).click();
}

test.describe('password recovery', () => {
  test('forgot → reset with the e-mailed code → log in with the new password', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openSite(page, isMobile ? '/forgot-password' : '/?modal=forgot-password');
    await expect(field(page, 'email', 'forgot-password')).toBeVisible();
    await expectNoAxeViolations(page);
    await field(page, 'email', 'forgot-password').fill('nobody@example.com');
    await page.locator('form').getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'We could not find this e-mail address.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await field(page, 'email', 'forgot-password').fill('player@example.com');
    await page.locator('form').getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/Please check your e-mail/)).toBeVisible();
    await expectNoAxeViolations(page);
    // @mobile for the step above (a page on a phone, a dialog on desktop); what follows is the same on a phone:
    // the reset page has its own @mobile test (the expired code) and the phone's login page is login.spec's
    if (isMobile) return;

    const code = await lastResetCode(page, 'player@example.com');
    await openSite(page, `/forgot-password/reset/${code}`);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expectNoAxeViolations(page);
    await submitReset(page, 'Password1');
    await expect(page.getByRole('alert').filter({ hasText: 'The new password must be different from your current password.' })).toBeVisible();
    await submitReset(page, 'NewSecret7');
    await expect(page.getByText(/Your password has been changed/)).toBeVisible();
    await expectNoAxeViolations(page);

    await logIn(page, false, 'player@example.com', 'NewSecret7');
  });

  for (const [code, text] of [
    ['used-code', 'Your account is already activated. You can log in.'],
    ['expired-code', 'The activation code has expired.'],
    ['wrong-code', 'The activation code is wrong.'],
  ] as const) {
    // one code is enough on mobile (the reset page's layout): the others are not even listed there
    test(`reset with ${code} shows the error`, { tag: code === 'expired-code' ? ['@mobile'] : [] }, async ({ page }) => {
      await openSite(page, `/forgot-password/reset/${code}`);
      await submitReset(page, 'NewSecret7');
      await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
      await expect(field(page, 'newPassword', 'reset-password')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('change password: a wrong old password is refused, the right one changes it', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'player@example.com', 'Password1');
    await openSite(page, '/my/change-password');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expectNoAxeViolations(page);
    const fill = async (oldPassword: string, newPassword: string) => {
      await field(page, 'oldPassword', 'change-password').fill(oldPassword);
      await field(page, 'newPassword', 'change-password').fill(newPassword);
      await field(page, 'confirmPassword', 'change-password').fill(newPassword);
      await field(page, 'confirmPassword', 'change-password').blur();
      await page.locator('form').getByRole('button', { name: 'Change password' }).click();
    };
    await fill('Password1', 'Password1');
    await expect(field(page, 'newPassword', 'change-password')).toHaveAttribute('aria-invalid', 'true');
    await fill('Wrong1pass', 'NewSecret7');
    await expect(page.getByRole('alert').filter({ hasText: /wrong/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await fill('Password1', 'NewSecret7');
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the change-password page asks visitors to log in', async ({ page }) => {
    await openSite(page, '/my/change-password');
    await expect(field(page, 'oldPassword', 'change-password')).toHaveCount(0);
  });

  test('activation with an expired code says so (116)', async ({ page }) => {
    await openSite(page, '/activation/expired-code');
    await expect(page.getByRole('status').filter({ hasText: 'The activation code has expired.' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
