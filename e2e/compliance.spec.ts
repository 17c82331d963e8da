import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { HOUR, logIn, period } from './limits-helpers';
import { field } from './registration-helpers';

/**
 * The values compliance asked to see working (issue 17): each is regime data in the market's
 * settings (fe.limitRegime, schemas/settings/markets/<ID>.json, with its `$comment`), and these
 * tests move a fake clock across each boundary — a second before it the change is still pending.
 */

const MINUTE = 60 * 1000;

async function setAmount(page: Page, form: string, name: string, amount: string, button = page.getByRole('button', { name: 'Save limits' })): Promise<void> {
  await field(page, name, form).fill(amount);
  await field(page, name, form).blur();
  await button.click();
}

test.describe('compliance: regime values across their boundaries', () => {
  test.describe.configure({ timeout: 120_000 });

  test('EST: a higher limit takes effect after the platform effectiveHours of 24 h by itself, not before', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'EST', 'player.est@example.com', '/my/limits/loss');
    await expect(page.getByText('A higher limit, or removing one, takes effect after 24 hours.')).toBeVisible();
    await setAmount(page, 'limit-gaming', 'weekly', '100');
    await expect(period(page, 'limit-gaming', 'weekly')).toContainText('Limit: 100,00 €');
    await setAmount(page, 'limit-gaming', 'weekly', '150');
    await expect(period(page, 'limit-gaming', 'weekly')).toContainText('New limit of 150,00 € in 1 day');
    // no confirmation under Estonian rules
    await expect(period(page, 'limit-gaming', 'weekly').getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.clock.fastForward(24 * HOUR - MINUTE);
    await expect(period(page, 'limit-gaming', 'weekly')).toContainText('Change pending · Limit: 100,00 €');
    await expect(period(page, 'limit-gaming', 'weekly')).toContainText('New limit of 150,00 €');
    await page.clock.fastForward(MINUTE + 2000);
    await expect(period(page, 'limit-gaming', 'weekly')).toContainText('Limit: 150,00 €');
    await expect(period(page, 'limit-gaming', 'weekly')).not.toContainText('New limit');
    // a decrease applies at once
    await setAmount(page, 'limit-gaming', 'weekly', '90');
    await expect(period(page, 'limit-gaming', 'weekly')).toContainText('Limit: 90,00 €');
  });

  test('NLD: limits other than max balance rise after 24 h; a max balance up to 1.000,00 € is set here, above it is agreed with the operator', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'NLD', 'player.nld@example.com', '/my/limits/deposit');
    await setAmount(page, 'limit-deposit', 'daily', '50');
    await expect(period(page, 'limit-deposit', 'daily')).toContainText('Limit: 50,00 €');
    await setAmount(page, 'limit-deposit', 'daily', '80');
    await expect(period(page, 'limit-deposit', 'daily')).toContainText('New limit of 80,00 € in 1 day');
    await page.clock.fastForward(24 * HOUR - MINUTE);
    await expect(period(page, 'limit-deposit', 'daily')).toContainText('Limit: 50,00 €');
    await page.clock.fastForward(MINUTE + 2000);
    await expect(period(page, 'limit-deposit', 'daily')).toContainText('Limit: 80,00 €');

    // the contact threshold (regime contactAbove.maxBalance "1000.00"): the amount itself is allowed, a cent more is not
    await page.getByRole('navigation', { name: 'Limits' }).getByRole('link', { name: 'Max balance' }).click();
    const form = page.locator('#max-balance-limit-form');
    const saveMaxBalance = form.getByRole('button', { name: 'Save limits' });
    await expect(form).toContainText('To set a max balance above 1.000,00 €, please contact us.');
    await setAmount(page, 'limit-max-balance', 'permanent', '1000.01', saveMaxBalance);
    await expect(form.locator('.sf-field__error', { hasText: 'Above 1.000,00 €, please contact us to agree a higher limit.' })).toBeVisible();
    await setAmount(page, 'limit-max-balance', 'permanent', '1000', saveMaxBalance);
    await expect(period(page, 'limit-max-balance', 'permanent')).toContainText('Limit: 1.000,00 €');
    await expectNoAxeViolations(page);
  });
});
