import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { field } from './registration-helpers';

/** fe.notificationAutoHideDuration of the served settings (schemas/settings/platform.json) */
const HIDE_AFTER_MS = 5000;
const TRIES_LEFT = 'Login failed. You have 4 attempts left before your account is frozen.';

async function failLogin(page: Page, isMobile: boolean): Promise<void> {
  // the notice's time runs on the fake clock: no real waiting for it to (not) hide
  await page.clock.install();
  await openSite(page, isMobile ? '/login' : '/?modal=login');
  await field(page, 'login', 'login').fill('player.int@example.com');
  await field(page, 'password', 'login').fill('Wrong1');
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
}

// WCAG 2.2.1 (timing adjustable): an auto-hiding notice waits while it is read, can be closed, and stays readable in the list
test.describe('notices that hide themselves', () => {
  test('login 107: the notice waits while hovered, hides after the pointer leaves, and stays in the notification list', async ({ page, isMobile }) => {
    test.skip(isMobile, 'hover is a pointer journey: the keyboard test below runs on both layouts');
    await failLogin(page, isMobile);
    const notice = page.getByRole('alert').filter({ hasText: TRIES_LEFT });
    await expect(notice).toBeVisible();
    await notice.hover();
    await page.clock.runFor(HIDE_AFTER_MS + 1500);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('data-paused', 'true');
    await expectNoAxeViolations(page);
    // away from the notice: the time left runs out
    await page.mouse.move(5, 5);
    await expect(notice).not.toHaveAttribute('data-paused');
    await page.clock.runFor(HIDE_AFTER_MS + 100);
    await expect(notice).toHaveCount(0);

    // the dialog is closed; the header's list still has the text, with its time
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Notifications 1 new' });
    await toggle.click();
    const list = page.getByRole('region', { name: 'Notifications' });
    await expect(list.getByRole('listitem').filter({ hasText: TRIES_LEFT })).toBeVisible();
    await expect(list.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeFocused();
  });

  test('login 107: focus inside the notice keeps it, its close button dismisses it, the list has it', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await failLogin(page, isMobile);
    const notice = page.getByRole('alert').filter({ hasText: TRIES_LEFT });
    await expect(notice).toBeVisible();
    const close = notice.getByRole('button', { name: 'Close the notice' });
    await close.focus();
    await page.clock.runFor(HIDE_AFTER_MS + 1500);
    await expect(notice).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(notice).toHaveCount(0);

    if (!isMobile) {
      await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    // on phones the list is in the menu, whose button counts what is new
    if (isMobile) await page.getByRole('banner').getByRole('button', { name: /^Menu.*1 new/ }).click();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const list = page.getByRole('region', { name: 'Notifications' });
    await expect(list.getByRole('listitem').filter({ hasText: TRIES_LEFT })).toBeVisible();
    await expectNoAxeViolations(page);
    await list.getByRole('button', { name: 'Close the list' }).click();
    await expect(list).toHaveCount(0);
  });
});
