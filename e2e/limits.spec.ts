import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { HOUR, logIn, period, START } from './limits-helpers';
import { field } from './registration-helpers';

const editor = (page: Page) => page.locator('.limit-editor');

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save limits' }).click();
}

/** The mock platform's QA input: what the player has used of a limit this period (SCENARIOS.md "Responsible-gambling limits"). */
async function used(page: Page, type: string, periodName: string, amount: string): Promise<void> {
  const status = await page.evaluate(
    async (body) => (await fetch('/api/__mock/limits', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
    { type, period: periodName, used: amount },
  );
  expect(status).toBe(200);
}

test.describe('limits', () => {
  // whole journeys through several regime boundaries, with axe on each step
  test.describe.configure({ timeout: 120_000 });

  test('GBR loss limits: set, increase pending until confirmed after 24 h, decrease at once, remove with confirmation, undo', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'GBR', 'player.gbr@example.com', '/my/limits');
    await expect(page.getByRole('heading', { level: 1, name: 'Responsible gambling limits' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Limits' })).toBeVisible();
    const daily = field(page, 'daily', 'limit-gaming');
    await expect(daily).toBeVisible();
    // max balance is the Dutch regime's only
    await expect(page.getByRole('navigation', { name: 'Limits' }).getByRole('link', { name: 'Deposit limits' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Limits' }).getByRole('link', { name: 'Max balance' })).toHaveCount(0);
    await expect(page.locator('#max-balance-limit-form')).toHaveCount(0);
    await expect(page.getByText('Once that time has passed you must confirm the change.')).toBeVisible();
    await expectNoAxeViolations(page);

    // ordering: the weekly limit may not be less than the daily one
    await daily.fill('200');
    await field(page, 'weekly', 'limit-gaming').fill('100');
    await field(page, 'weekly', 'limit-gaming').blur();
    await save(page);
    await expect(page.getByText('Must not be less than the daily limit.').first()).toBeVisible();
    await field(page, 'weekly', 'limit-gaming').fill('');

    await daily.fill('100');
    await daily.blur();
    await save(page);
    await expect(page.getByText('Your limits have been saved.')).toBeVisible();
    await expect(period(page, 'limit-gaming', 'daily')).toContainText('Limit: 100,00 £');
    await expect(page.getByRole('meter', { name: 'Available: 100,00 £' })).toBeVisible();

    // an increase is pending: the input is disabled, Confirm waits for the cooling-off
    await daily.fill('300');
    await daily.blur();
    await save(page);
    await expect(period(page, 'limit-gaming', 'daily')).toContainText('New limit of 300,00 £ in 1 day');
    await expect(daily).toBeDisabled();
    const confirm = period(page, 'limit-gaming', 'daily').getByRole('button', { name: 'Confirm', exact: true });
    await expect(confirm).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.clock.fastForward(24 * HOUR + 1000);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByText('The new limit applies now.')).toBeVisible();
    await expect(period(page, 'limit-gaming', 'daily')).toContainText('Limit: 300,00 £');

    // an increase can be undone
    await daily.fill('400');
    await daily.blur();
    await save(page);
    await period(page, 'limit-gaming', 'daily').getByRole('button', { name: 'Undo increase' }).click();
    await expect(page.getByText('The increase has been cancelled.')).toBeVisible();
    await expect(daily).toBeEnabled();

    // a decrease applies at once
    await daily.fill('50');
    await daily.blur();
    await save(page);
    await expect(period(page, 'limit-gaming', 'daily')).toContainText('Limit: 50,00 £');

    // removal: pending, undo, again, confirm after 24 h
    await period(page, 'limit-gaming', 'daily').getByRole('button', { name: 'Remove' }).click();
    await expect(period(page, 'limit-gaming', 'daily')).toContainText('Will be removed in 1 day');
    await period(page, 'limit-gaming', 'daily').getByRole('button', { name: 'Undo removal' }).click();
    await expect(page.getByText('The removal has been cancelled.')).toBeVisible();
    await period(page, 'limit-gaming', 'daily').getByRole('button', { name: 'Remove' }).click();
    const confirmRemoval = period(page, 'limit-gaming', 'daily').getByRole('button', { name: 'Confirm removal' });
    await expect(confirmRemoval).toBeDisabled();
    await page.clock.fastForward(24 * HOUR + 1000);
    await confirmRemoval.click();
    await expect(page.getByText('The limit has been removed.')).toBeVisible();
    await expect(period(page, 'limit-gaming', 'daily')).toContainText('No limit set');
    await expectNoAxeViolations(page);
  });

  test('SWE deposit limits: all three periods required, increase after 72 h and the period end without confirmation, no removal', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'SWE', 'swede@example.com', '/my/limits/deposit');
    const daily = field(page, 'daily', 'limit-deposit');
    await expect(daily).toBeVisible();
    await expect(page.getByText('A higher limit, or removing one, takes effect after 72 hours and not before the current period ends.')).toBeVisible();
    // mandatory limits always renew: each "Renew automatically" ticked and locked, the reason under it
    const renewals = page.getByRole('checkbox', { name: 'Renew automatically' });
    await expect(renewals).toHaveCount(3);
    for (const renewal of await renewals.all()) {
      await expect(renewal).toBeChecked();
      await expect(renewal).toBeDisabled();
      await expect(renewal).toHaveAccessibleDescription('Swedish rules make this limit mandatory, so it always renews.');
    }
    await daily.fill('100');
    await daily.blur();
    await save(page);
    await expect(field(page, 'weekly', 'limit-deposit')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await field(page, 'weekly', 'limit-deposit').fill('500');
    await field(page, 'monthly', 'limit-deposit').fill('1000');
    await field(page, 'monthly', 'limit-deposit').blur();
    await save(page);
    await expect(page.getByText('Your limits have been saved.')).toBeVisible();
    await expect(period(page, 'limit-deposit', 'daily')).toContainText('Limit: 100,00 kr');
    // mandatory in Sweden: removal is disabled
    await expect(period(page, 'limit-deposit', 'daily').getByRole('button', { name: 'Remove' })).toBeDisabled();

    await daily.fill('200');
    await daily.blur();
    await save(page);
    await expect(period(page, 'limit-deposit', 'daily')).toContainText('New limit of 200,00 kr in 3 days');
    await expect(period(page, 'limit-deposit', 'daily').getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.clock.fastForward(71 * HOUR);
    await expect(period(page, 'limit-deposit', 'daily')).toContainText('New limit of 200,00 kr');
    await page.clock.fastForward(HOUR + 2000);
    await expect(period(page, 'limit-deposit', 'daily')).toContainText('Limit: 200,00 kr');
    await expect(period(page, 'limit-deposit', 'daily')).not.toContainText('New limit');

    // a decrease applies at once
    await daily.fill('80');
    await daily.blur();
    await save(page);
    await expect(period(page, 'limit-deposit', 'daily')).toContainText('Limit: 80,00 kr');
  });

  test('NLD max balance at #max-balance-limit-form: Save only for a changed valid value, above the threshold refused, an increase after 7 days', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'NLD', 'player.nld@example.com', '/my/limits#max-balance-limit-form');
    const form = page.locator('#max-balance-limit-form');
    const saveMaxBalance = form.getByRole('button', { name: 'Save limits' });
    const amount = field(page, 'permanent', 'limit-max-balance');
    await expect(amount).toBeVisible();
    await expect(form).toContainText('To set a max balance above 1.000,00 €, please contact us.');
    // Dutch-limit mode: nothing changed, nothing to save
    await expect(saveMaxBalance).toBeDisabled();
    await amount.fill('500.123');
    await expect(saveMaxBalance).toBeDisabled();
    await amount.fill('500');
    await expect(saveMaxBalance).toBeEnabled();
    await amount.blur();
    await saveMaxBalance.click();
    await expect(period(page, 'limit-max-balance', 'permanent')).toContainText('Limit: 500,00 €');
    await expect(saveMaxBalance).toBeDisabled();

    // above the contact threshold the platform refuses: agreed with the operator instead
    await amount.fill('1500');
    await amount.blur();
    await saveMaxBalance.click();
    // the threshold in the money format, not the platform's "1000.00"
    await expect(form.locator('.sf-field__error', { hasText: 'Above 1.000,00 €, please contact us to agree a higher limit.' })).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute('href', '/contact-us');
    await expectNoAxeViolations(page);

    await amount.fill('800');
    await amount.blur();
    await saveMaxBalance.click();
    await expect(period(page, 'limit-max-balance', 'permanent')).toContainText('New limit of 800,00 € in 7 days');
    await expectNoAxeViolations(page);
    await page.clock.fastForward(168 * HOUR + 2000);
    await expect(period(page, 'limit-max-balance', 'permanent')).toContainText('Limit: 800,00 €');
    await expect(editor(page).first()).toBeVisible();
  });

  test('the regime follows the applied country, not the site: a Dutch player on the Swedish site has the max balance and is asked no Swedish limits before depositing', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'SWE', 'player.nld@example.com', '/my/limits');
    const menu = page.getByRole('navigation', { name: 'Limits' });
    await expect(menu.getByRole('link', { name: 'Max balance' })).toBeVisible();
    await expect(field(page, 'permanent', 'limit-max-balance')).toBeVisible();
    await expectNoAxeViolations(page);
    // the deposit gate reads the same regime (in-app navigation: no second page load)
    await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/\/payment\/deposit/);
    await expect(page.locator('.shell > main#main h1')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Set your deposit limits first' })).toHaveCount(0);
  });

  test('cumulative deposit-limit modal (GBR): daily by default, the high popup (Cancel returns, Confirm sets), biggestLimit2, the modal parameter cleared; no limits asked before depositing', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'GBR', 'player.gbr@example.com', '/my/limits/deposit');
    await page.getByRole('link', { name: 'Set a deposit limit for one period' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit limit' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await expect(dialog.getByText('Daily: no limit')).toBeVisible();
    await expectNoAxeViolations(page);
    const amount = field(page, 'amount', 'limit-deposit-cumulative');
    await amount.fill('2000');
    await dialog.getByRole('button', { name: 'Set deposit limit' }).click();
    const popup = dialog.getByRole('alertdialog', { name: 'Please confirm your deposit limit' });
    await expect(popup).toContainText('2.000,00 £ is a high daily deposit limit (from 1.000,00 £ on). Do you want to set it?');
    await expectNoAxeViolations(page);
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect(amount).toHaveValue('2000');
    await amount.fill('200');
    await dialog.getByRole('button', { name: 'Set deposit limit' }).click();
    // an ordinary limit needs no popup: set, and the modal parameter is cleared
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/modal=/);
    await expect(period(page, 'limit-deposit', 'daily')).toContainText('Limit: 200,00 £');

    // a weekly limit under the daily one asks first (biggestLimit2), Confirm sets it
    await page.getByRole('link', { name: 'Set a deposit limit for one period' }).click();
    await expect(dialog.getByText('Daily: 200,00 £')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Weekly' }).check();
    await amount.fill('150');
    await dialog.getByRole('button', { name: 'Set deposit limit' }).click();
    await expect(popup).toContainText('Your daily limit of 200,00 £ is bigger than this weekly limit of 150,00 £: this limit caps your deposits.');
    await popup.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/modal=/);
    await expect(period(page, 'limit-deposit', 'weekly')).toContainText('Limit: 150,00 £');
    await expect(period(page, 'limit-deposit', 'daily')).toContainText('Limit: 200,00 £');
    await expectNoAxeViolations(page);

    // UK rules make no period mandatory: the deposit page asks for no limits first
    await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/\/payment\/deposit/);
    await expect(page.locator('.shell > main#main h1')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Set your deposit limits first' })).toHaveCount(0);
  });
  test('NLD wager limits by week and month: increases after 24 h by themselves, undo', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'NLD', 'player.nld@example.com', '/my/limits/wager');
    await expect(page.getByRole('heading', { level: 1, name: 'Wager limits' })).toBeVisible();
    const weekly = field(page, 'weekly', 'limit-gaming');
    const monthly = field(page, 'monthly', 'limit-gaming');
    await weekly.fill('500');
    await monthly.fill('400');
    await monthly.blur();
    await save(page);
    // the monthly limit may not be less than the weekly one
    await expect(monthly).toHaveAttribute('aria-invalid', 'true');
    await monthly.fill('1500');
    await monthly.blur();
    await save(page);
    await expect(page.getByText('Your limits have been saved.')).toBeVisible();
    await expect(period(page, 'limit-gaming', 'weekly')).toContainText('Limit: 500,00 €');
    await expect(period(page, 'limit-gaming', 'monthly')).toContainText('Limit: 1.500,00 €');

    // both higher: pending for 24 h, no confirmation under NLD rules for wager limits
    await weekly.fill('700');
    await monthly.fill('2000');
    await monthly.blur();
    await save(page);
    await expect(period(page, 'limit-gaming', 'weekly')).toContainText('New limit of 700,00 € in 1 day');
    await expect(period(page, 'limit-gaming', 'monthly')).toContainText('New limit of 2.000,00 € in 1 day');
    await expect(period(page, 'limit-gaming', 'monthly').getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
    await period(page, 'limit-gaming', 'monthly').getByRole('button', { name: 'Undo increase' }).click();
    await expect(page.getByText('The increase has been cancelled.')).toBeVisible();
    await expect(period(page, 'limit-gaming', 'monthly')).not.toContainText('New limit');
    await expectNoAxeViolations(page);
    await page.clock.fastForward(24 * HOUR + 2000);
    await expect(period(page, 'limit-gaming', 'weekly')).toContainText('Limit: 700,00 €');
    await expect(period(page, 'limit-gaming', 'monthly')).toContainText('Limit: 1.500,00 €');
  });

  // on phones the sticky header sits over the sub-menu and the form: the page must still be usable (and pass axe) there
  test('session time (INT): hours chosen from sessionTimeValues, increase after 24 h by itself, removal undone', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'INT', 'player.int@example.com', '/my/limits/session');
    await expect(page.getByText('Restriction to the maximum time you may play in one session.')).toBeVisible();
    const daily = field(page, 'daily', 'limit-session');
    await daily.selectOption({ label: '120 min' });
    // spec 3 §4: a session limit's renewal starts off; this player keeps it renewing past midnight
    await expect(field(page, 'dailyAutoRenew', 'limit-session')).not.toBeChecked();
    await field(page, 'dailyAutoRenew', 'limit-session').check();
    await save(page);
    await expect(page.getByText('Your session time limit is 2 h.')).toBeVisible();
    await expectNoAxeViolations(page);
    await daily.selectOption({ label: '8 h' });
    await save(page);
    await expect(period(page, 'limit-session', 'daily')).toContainText('New limit of 8 h in 1 day');
    await page.clock.fastForward(24 * HOUR + 2000);
    await expect(page.getByText('Your session time limit is 8 h.')).toBeVisible();
    await period(page, 'limit-session', 'daily').getByRole('button', { name: 'Remove' }).click();
    await expect(period(page, 'limit-session', 'daily')).toContainText('Will be removed in 1 day');
    await period(page, 'limit-session', 'daily').getByRole('button', { name: 'Undo removal' }).click();
    await expect(page.getByText('The removal has been cancelled.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('limits: every period, auto-renew and the cumulative popups', () => {
  test.describe.configure({ timeout: 120_000 });

  test('GBR deposit limits in every period: set, lowLimit1 and lowLimit2 in the cumulative modal, increases confirmed after 24 h, a removal confirmed', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'GBR', 'player.gbr@example.com', '/my/limits/deposit');
    const first = [
      ['daily', '100', '100,00 £'],
      ['weekly', '500', '500,00 £'],
      ['monthly', '1000', '1.000,00 £'],
    ] as const;
    for (const [name, amount] of first) await field(page, name, 'limit-deposit').fill(amount);
    await field(page, 'monthly', 'limit-deposit').blur();
    await save(page);
    await expect(page.getByText('Your limits have been saved.')).toBeVisible();
    for (const [name, , shown] of first) await expect(period(page, 'limit-deposit', name)).toContainText(`Limit: ${shown}`);

    // lowLimit1: 80,00 £ deposited today, a daily limit of 70,00 £ leaves nothing until the day renews
    await used(page, 'deposit', 'daily', '80.00');
    await openSite(page, '/my/limits/deposit');
    await expect(page.getByRole('meter', { name: 'Available: 20,00 £' })).toBeVisible();
    await page.getByRole('link', { name: 'Set a deposit limit for one period' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit limit' });
    const popup = dialog.getByRole('alertdialog', { name: 'Please confirm your deposit limit' });
    const amount = field(page, 'amount', 'limit-deposit-cumulative');
    await amount.fill('70');
    await dialog.getByRole('button', { name: 'Set deposit limit' }).click();
    await expect(popup).toContainText('You have already deposited 80,00 £ this period. With a daily limit of 70,00 £ you cannot deposit again until the period renews.');
    await expectNoAxeViolations(page);
    await popup.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(period(page, 'limit-deposit', 'daily')).toContainText('Limit: 70,00 £');

    // every period higher: pending with a Confirm that waits for the 24 h cooling-off
    const higher = [
      ['daily', '200', '200,00 £'],
      ['weekly', '600', '600,00 £'],
      ['monthly', '1500', '1.500,00 £'],
    ] as const;
    for (const [name, value] of higher) await field(page, name, 'limit-deposit').fill(value);
    await field(page, 'monthly', 'limit-deposit').blur();
    await save(page);
    for (const [name, , shown] of higher) {
      await expect(period(page, 'limit-deposit', name)).toContainText(`New limit of ${shown} in 1 day`);
      await expect(field(page, name, 'limit-deposit')).toBeDisabled();
      await expect(period(page, 'limit-deposit', name).getByRole('button', { name: 'Confirm', exact: true })).toBeDisabled();
    }
    await expectNoAxeViolations(page);

    // lowLimit2: a lower weekly limit applies at once and cancels the pending weekly increase
    await page.getByRole('link', { name: 'Set a deposit limit for one period' }).click();
    await dialog.getByRole('radio', { name: 'Weekly' }).check();
    await amount.fill('450');
    await dialog.getByRole('button', { name: 'Set deposit limit' }).click();
    await expect(popup).toContainText('Your pending weekly limit of 600,00 £ will be cancelled: the lower limit of 450,00 £ applies at once.');
    await popup.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(period(page, 'limit-deposit', 'weekly')).toContainText('Limit: 450,00 £');
    await expect(period(page, 'limit-deposit', 'weekly')).not.toContainText('New limit');

    // after the cooling-off the player confirms each increase
    await page.clock.fastForward(24 * HOUR + 2000);
    for (const [name, , shown] of [higher[0], higher[2]]) {
      const confirm = period(page, 'limit-deposit', name).getByRole('button', { name: 'Confirm', exact: true });
      await expect(confirm).toBeEnabled();
      await confirm.click();
      await expect(period(page, 'limit-deposit', name)).toContainText(`Limit: ${shown}`);
      await expect(period(page, 'limit-deposit', name)).not.toContainText('New limit');
    }

    // the monthly limit removed: pending 24 h, then Confirm removal
    await period(page, 'limit-deposit', 'monthly').getByRole('button', { name: 'Remove' }).click();
    await expect(period(page, 'limit-deposit', 'monthly')).toContainText('Will be removed in 1 day');
    await page.clock.fastForward(24 * HOUR + 2000);
    await period(page, 'limit-deposit', 'monthly').getByRole('button', { name: 'Confirm removal' }).click();
    await expect(period(page, 'limit-deposit', 'monthly')).toContainText('No limit set');
    await expect(period(page, 'limit-deposit', 'weekly')).toContainText('Limit: 450,00 £');
    await expectNoAxeViolations(page);
  });

  test('SWE weekly and monthly deposit limits: an increase waits 72 h and then for its own period end', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'SWE', 'swede@example.com', '/my/limits/deposit');
    for (const [name, amount] of [['daily', '100'], ['weekly', '500'], ['monthly', '1000']] as const) await field(page, name, 'limit-deposit').fill(amount);
    await field(page, 'monthly', 'limit-deposit').blur();
    await save(page);
    await expect(page.getByText('Your limits have been saved.')).toBeVisible();
    await field(page, 'weekly', 'limit-deposit').fill('600');
    await field(page, 'monthly', 'limit-deposit').fill('1500');
    await field(page, 'monthly', 'limit-deposit').blur();
    await save(page);
    // 72 h from Thursday noon is Sunday noon; the week ends on Monday, the month on 1 February (Budapest time shown)
    await expect(period(page, 'limit-deposit', 'weekly')).toContainText('New limit of 600,00 kr');
    await expect(period(page, 'limit-deposit', 'weekly')).toContainText('(19/01/2026, 01:00)');
    await expect(period(page, 'limit-deposit', 'monthly')).toContainText('(01/02/2026, 01:00)');
    await expectNoAxeViolations(page);
    await page.clock.fastForward(72 * HOUR + 2000);
    await expect(period(page, 'limit-deposit', 'weekly')).toContainText('Limit: 500,00 kr');
    await expect(period(page, 'limit-deposit', 'weekly')).toContainText('New limit of 600,00 kr');
    await page.clock.fastForward(12 * HOUR);
    await expect(period(page, 'limit-deposit', 'weekly')).toContainText('Limit: 600,00 kr');
    await expect(period(page, 'limit-deposit', 'weekly')).not.toContainText('New limit');
    await expect(period(page, 'limit-deposit', 'monthly')).toContainText('Limit: 1.000,00 kr');
    await page.clock.fastForward(13 * 24 * HOUR);
    await expect(period(page, 'limit-deposit', 'monthly')).toContainText('Limit: 1.500,00 kr');
    await expect(period(page, 'limit-deposit', 'monthly')).not.toContainText('New limit');
  });

  test('net deposit threshold (INT): an increase waits 24 h, then applies by itself; the menu item follows the limit; a removal waits 24 h', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'INT', 'player.int@example.com', '/my/limits/net-deposit');
    const menu = page.getByRole('navigation', { name: 'Limits' });
    await expect(menu.getByRole('link', { name: 'Net deposit threshold' })).toHaveCount(0);
    const threshold = field(page, 'permanent', 'limit-permanent');
    await threshold.fill('2500');
    await threshold.blur();
    await save(page);
    await expect(period(page, 'limit-permanent', 'permanent')).toContainText('Limit: 2.500,00 €');
    await expect(menu.getByRole('link', { name: 'Net deposit threshold' })).toBeVisible();
    await threshold.fill('3000');
    await threshold.blur();
    await save(page);
    await expect(period(page, 'limit-permanent', 'permanent')).toContainText('New limit of 3.000,00 € in 1 day');
    await expect(threshold).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.clock.fastForward(24 * HOUR + 2000);
    await expect(period(page, 'limit-permanent', 'permanent')).toContainText('Limit: 3.000,00 €');
    await expect(threshold).toBeEnabled();

    // one permanent amount: its removal waits 24 h as well
    await period(page, 'limit-permanent', 'permanent').getByRole('button', { name: 'Remove' }).click();
    await expect(period(page, 'limit-permanent', 'permanent')).toContainText('Will be removed in 1 day');
    await page.clock.fastForward(24 * HOUR + 2000);
    await expect(period(page, 'limit-permanent', 'permanent')).toContainText('No limit set');
  });

  test('auto-renew: a renewing limit starts again with nothing used when the day ends; one set without renewal lapses when its week ends', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'INT', 'player.int@example.com', '/my/limits/loss');
    const daily = field(page, 'daily', 'limit-gaming');
    await expect(daily).toBeVisible();
    // renewal is on for a new limit; the weekly one is for this week only
    await expect(field(page, 'dailyAutoRenew', 'limit-gaming')).toBeChecked();
    await daily.fill('100');
    await field(page, 'weekly', 'limit-gaming').fill('500');
    await field(page, 'weekly', 'limit-gaming').blur();
    await field(page, 'weeklyAutoRenew', 'limit-gaming').uncheck();
    await expect(field(page, 'weeklyAutoRenew', 'limit-gaming')).not.toBeChecked();
    await save(page);
    await expect(page.getByText('Your limits have been saved.')).toBeVisible();
    const notes = page.getByRole('list', { name: 'When your limits end' });
    // Thursday 15 January noon UTC; the site shows Budapest time (UTC+1)
    await expect(notes).toContainText('Daily limit: renewed automatically on 16/01/2026, 01:00, starting again with nothing used.');
    await expect(notes).toContainText('Weekly limit: not renewed, it ends on 19/01/2026, 01:00.');
    await expect(field(page, 'weeklyAutoRenew', 'limit-gaming')).not.toBeChecked();
    await expectNoAxeViolations(page);

    await used(page, 'loss', 'daily', '60.00');
    await openSite(page, '/my/limits/loss');
    await expect(period(page, 'limit-gaming', 'daily').getByRole('meter', { name: 'Available: 40,00 €' })).toBeVisible();
    // the day ends: the editor reloads by itself, the daily limit starts again with nothing used
    await page.clock.fastForward(12 * HOUR + 2000);
    await expect(period(page, 'limit-gaming', 'daily').getByRole('meter', { name: 'Available: 100,00 €' })).toBeVisible();
    await expect(period(page, 'limit-gaming', 'weekly')).toContainText('Limit: 500,00 €');
    // the week ends (Monday 00:00 UTC): the weekly limit lapses, the daily one stays
    await page.clock.fastForward(72 * HOUR);
    await expect(period(page, 'limit-gaming', 'weekly')).toContainText('No limit set');
    await expect(period(page, 'limit-gaming', 'daily')).toContainText('Limit: 100,00 €');
    await expect(notes).not.toContainText('Weekly limit');
  });

  test('the times tick; renewal switched off waits (WillSetRenew) and a lapse before the new amount drops it (WillRemoveNewAmount); Keep renewing', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'INT', 'player.int@example.com', '/my/limits/loss');
    const daily = field(page, 'daily', 'limit-gaming');
    await daily.fill('100');
    await daily.blur();
    await save(page);
    await expect(page.getByText('Your limits have been saved.')).toBeVisible();
    await daily.fill('200');
    await daily.blur();
    await save(page);
    const row = period(page, 'limit-gaming', 'daily');
    await expect(row).toContainText('New limit of 200,00 € in 1 day');
    // two hours pass with no new answer from the platform: the distance follows the clock
    await page.clock.fastForward(2 * HOUR);
    await expect(row).toContainText('New limit of 200,00 € in 22 hours');

    // renewal off on a renewing limit: 24 h, then the next day end (Thu 14:00 → Sat 00:00 UTC)
    await field(page, 'dailyAutoRenew', 'limit-gaming').uncheck();
    await save(page);
    await expect(row).toContainText('Automatic renewal stops: this limit ends in 1 day');
    await expect(row).toContainText('New limit of 200,00 € in 22 hours');
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: 'Keep renewing' }).click();
    await expect(page.getByText('The limit renews automatically again.')).toBeVisible();
    await expect(row).not.toContainText('Automatic renewal stops');
    await expect(field(page, 'dailyAutoRenew', 'limit-gaming')).toBeChecked();

    // a daily wager limit for today only, then raised: it lapses at midnight, before the increase would apply
    await openSite(page, '/my/limits/wager');
    const wager = field(page, 'daily', 'limit-gaming');
    await wager.fill('50');
    await wager.blur();
    await field(page, 'dailyAutoRenew', 'limit-gaming').uncheck();
    await save(page);
    await expect(page.getByText('Your limits have been saved.')).toBeVisible();
    await wager.fill('80');
    await wager.blur();
    await field(page, 'dailyAutoRenew', 'limit-gaming').uncheck();
    await save(page);
    const wagerRow = period(page, 'limit-gaming', 'daily');
    await expect(wagerRow).toContainText('The new limit of 80,00 € will not apply: this limit ends before it, in 10 hours');
    await page.clock.fastForward(HOUR);
    await expect(wagerRow).toContainText('ends before it, in 9 hours');
    await wagerRow.getByRole('button', { name: 'Keep renewing' }).click();
    await expect(page.getByText('The limit renews automatically again.')).toBeVisible();
    await expect(wagerRow).not.toContainText('will not apply');
    await expect(wagerRow).toContainText('New limit of 80,00 € in 23 hours');
  });
});

test.describe('limits before deposit, time-out and self-exclusion', () => {
  test.describe.configure({ timeout: 120_000 });

  test('SWE: the deposit page first asks for daily, weekly and monthly deposit limits', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'SWE', 'swede@example.com', '/payment/deposit');
    await expect(page.getByRole('heading', { level: 1, name: 'Set your deposit limits first' })).toBeVisible();
    await expect(field(page, 'daily', 'limit-deposit')).toBeVisible();
    await expectNoAxeViolations(page);
    await field(page, 'daily', 'limit-deposit').fill('100');
    await field(page, 'weekly', 'limit-deposit').fill('500');
    await field(page, 'monthly', 'limit-deposit').fill('1000');
    await field(page, 'monthly', 'limit-deposit').blur();
    await save(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Set your deposit limits first' })).toHaveCount(0);
    // still the deposit page (the login's market query may stay)
    await expect(page).toHaveURL(/\/payment\/deposit(\?[^/]*)?$/);
    await expect(page.locator('.shell > main#main h1')).toBeVisible();
    await expectNoAxeViolations(page);
    // limits set: straight to the deposit next time
    await openSite(page, '/payment/deposit');
    await expect(page.locator('.shell > main#main h1')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Set your deposit limits first' })).toHaveCount(0);
  });

  test('time-out: the account closes for a week, login answers 217 until it ends', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'INT', 'player.int@example.com', '/my/time-out');
    await expect(page.getByRole('heading', { level: 1, name: 'Time out' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: '1 week' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('You must confirm to continue').first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'I understand that I cannot log in or play until the time-out ends' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Your account will be closed for 1 week.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Take a time out' }).click();
    await expect(page.getByText(/Your account is closed until/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.locator('main').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('body')).toHaveClass(/logged-out/);

    await openSite(page, isMobile ? '/login?market=INT' : '/?modal=login&market=INT');
    await field(page, 'login', 'login').fill('player.int@example.com');
    await field(page, 'password', 'login').fill('Password1');
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(/Your account is closed until/).first()).toBeVisible();
    await page.clock.fastForward(7 * 24 * HOUR + 1000);
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('You are logged in now')).toBeVisible();
  });

  test('self-exclusion under UK rules: GamStop offered, permanent exclusion, login answers 216 permanently', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'GBR', 'player.gbr@example.com', '/my/self-exclusion');
    await expect(page.locator('main').getByRole('link', { name: 'GamStop (opens in a new tab)' })).toHaveAttribute('href', 'https://www.gamstop.co.uk');
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Permanently' }).check();
    await page.getByRole('checkbox', { name: 'I understand that my account will be closed and cannot be reopened before the end' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Your account will be closed permanently.')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Exclude me' }).click();
    await expect(page.getByText('Your account is closed permanently.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.locator('main').getByRole('button', { name: 'Log out' }).click();
    await expect(page.locator('body')).toHaveClass(/logged-out/);
    await openSite(page, isMobile ? '/login?market=GBR' : '/?modal=login&market=GBR');
    await field(page, 'login', 'login').fill('player.gbr@example.com');
    await field(page, 'password', 'login').fill('Password1');
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Your account has been closed permanently.').first()).toBeVisible();
  });

  test('an account closed by the Spelpaus register (238): login names the register and the end', async ({ page, isMobile }) => {
    await page.clock.install({ time: START });
    await openSite(page, isMobile ? '/login?market=SWE&geo=DEU' : '/?modal=login&market=SWE&geo=DEU');
    await field(page, 'login', 'login').fill('spelpaus@example.com');
    await field(page, 'password', 'login').fill('Password1');
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(/Your account has been closed until .*2031.* because you are registered with Spelpaus\./).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('questionnaire: the nine PGSI questions, all required, the recorded score and the tools that fit it', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'INT', 'player.int@example.com', '/my/questionnaire');
    await expect(page.getByRole('heading', { level: 1, name: 'Questionnaire' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Limits' }).getByRole('link', { name: 'Questionnaire' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    const question = (text: string) => page.getByRole('group', { name: text });
    await question('Have you bet more than you could really afford to lose?').getByRole('radio', { name: 'Most of the time' }).check();
    await page.getByRole('button', { name: 'See my result' }).click();
    // every question must be answered
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    const rest = [
      'Have you needed to gamble with larger amounts of money to get the same feeling of excitement?',
      'When you gambled, did you go back another day to try to win back the money you lost?',
      'Have you borrowed money or sold anything to get money to gamble?',
      'Have you felt that you might have a problem with gambling?',
      'Has gambling caused you any health problems, including stress or anxiety?',
      'Have people criticised your betting or told you that you had a gambling problem, whether or not you thought it was true?',
      'Has your gambling caused any financial problems for you or your household?',
      'Have you felt guilty about the way you gamble or what happens when you gamble?',
    ];
    for (const [index, text] of rest.entries()) await question(text).getByRole('radio', { name: index === 1 ? 'Sometimes' : 'Never' }).check();
    await page.getByRole('button', { name: 'See my result' }).click();
    await expect(page.getByRole('heading', { name: 'Your result' })).toBeFocused();
    await expect(page.getByText('Your score is 3 of 27.')).toBeVisible();
    await expect(page.getByText(/Your answers show a moderate risk/)).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Take a time out' })).toHaveAttribute('href', '/my/time-out');
    await expectNoAxeViolations(page);
    const records = await page.evaluate(async () => (await fetch('/api/__mock/records?kind=rgQuestionnaire')).json() as Promise<{ count: number }>);
    expect(records.count).toBe(1);
    await page.getByRole('button', { name: 'Answer again' }).click();
    await expect(question('Have you bet more than you could really afford to lose?').getByRole('radio', { name: 'Never' })).not.toBeChecked();
  });
});
