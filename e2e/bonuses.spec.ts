import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { field } from './registration-helpers';

/** Logs in with e-mail and password (modal on desktop, page on mobile); `query` adds e.g. a market. */
async function logIn(page: Page, isMobile: boolean, login: string, query = ''): Promise<void> {
  await openSite(page, isMobile ? `/login${query ? `?${query}` : ''}` : `/?modal=login${query ? `&${query}` : ''}`);
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
    // each forfeit was one creating call with its own idempotency key
    expect(await recordCount(page, 'bonusForfeit')).toBe(2);
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

/** How many records of a kind the mock platform's creating calls made (GET /api/__mock/records?kind=). */
async function recordCount(page: Page, kind: string): Promise<number> {
  return page.evaluate(async (recordKind) => {
    const response = await fetch(`/api/__mock/records?kind=${recordKind}`);
    return ((await response.json()) as { count: number }).count;
  }, kind);
}

const card = (page: Page, title: string) => page.locator('li.promotion').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('promotions (issue 16 §4)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a visitor sees the promotion cards: banner (default when none), bonus lines per type, wagering, cash back, deposit button', async ({ page }) => {
    await openSite(page, '/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(page.locator('li.promotion')).toHaveCount(6);
    const welcome = card(page, 'Welcome package');
    await expect(welcome.getByText('Cash bonus: 100% of your deposit, up to 80.000,00 HUF')).toBeVisible();
    await expect(welcome.getByText('Free spins: 50 free spins on NetEnt games')).toBeVisible();
    await expect(welcome.getByText('Wagering requirement: 35× the bonus and the deposit')).toBeVisible();
    await expect(welcome.getByText('Minimum deposit: 8.000,00 HUF')).toBeVisible();
    await expect(welcome.locator('img')).toHaveAttribute('src', '/cms/promotions/welcome.svg');
    // no opt-in needed: only the deposit button, the card's main action, naming the campaign for the deposit to preselect
    await expect(welcome.getByRole('link', { name: 'Deposit: Welcome package' })).toHaveAttribute('href', '/payment/deposit?campaignId=8001');
    await expect(welcome.getByRole('link', { name: 'Deposit: Welcome package' })).toHaveClass(/button--primary/);
    await expect(welcome.getByRole('link', { name: /Log in to opt in/ })).toHaveCount(0);

    const cashBack = card(page, 'Weekly cash back');
    await expect(cashBack.getByText('Cash back: up to 20.000,00 HUF = bet (400,00 HUF - 200.000,00 HUF) x 10% Valid for 7 days.')).toBeVisible();
    await expect(cashBack.locator('img')).toHaveAttribute('src', '/brand/promotion-banner.svg');
    const reload = card(page, 'Reload boost');
    await expect(reload.getByText('Promo money: 50% of your deposit, up to 40.000,00 HUF')).toBeVisible();
    await expect(reload.getByText('Sports cash: 2.000,00 HUF')).toBeVisible();
    await expect(reload.getByText('Bonus cash: 4.000,00 HUF')).toBeVisible();
    await expect(reload.getByText('Wagering requirement: 30× the bonus and the betting bonus')).toBeVisible();
    await expect(reload.getByText('Maximum winnings: 200.000,00 HUF')).toBeVisible();
    await expect(card(page, 'Live casino weekend').getByText('Live casino bonus: 10.000,00 HUF')).toBeVisible();
    await expect(card(page, 'Poker freeroll').getByText('Poker bonus: 4.000,00 HUF in Playtech tokens')).toBeVisible();
    await expect(card(page, 'Poker freeroll').getByText('No wagering requirement')).toBeVisible();
    // opting in needs a login, which comes back here
    await expect(card(page, 'Live casino weekend').getByRole('link', { name: 'Log in to opt in: Live casino weekend' })).toHaveAttribute('href', '/login?page-after-login=%2Fpromotions');
    await expectNoAxeViolations(page);
  });

  test('a visitor’s “Log in to opt in” comes back to the promotions after the login, where the player can opt in', async ({ page }) => {
    await openSite(page, '/promotions');
    await card(page, 'Weekly cash back').getByRole('link', { name: 'Log in to opt in: Weekly cash back' }).click();
    await field(page, 'login', 'login').fill('player@example.com');
    await field(page, 'password', 'login').fill('Password1');
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await card(page, 'Weekly cash back').getByRole('button', { name: 'Opt in: Weekly cash back' }).click();
    await expect(card(page, 'Weekly cash back').getByText('You have opted in.')).toBeVisible();
  });

  // the login is a page and the cards stack on a phone
  test('a player opts in to a promotion: one opt-in call with its key, the card says so, and it holds after a reload', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'player@example.com');
    await openSite(page, '/promotions');
    const live = card(page, 'Live casino weekend');
    // until the player has opted in, Opt in is the card's main action and Deposit the second
    await expect(live.getByRole('button', { name: 'Opt in: Live casino weekend' })).toHaveClass(/button--primary/);
    await expect(live.getByRole('link', { name: 'Deposit: Live casino weekend' })).toHaveClass(/button--secondary/);
    await live.getByRole('button', { name: 'Opt in: Live casino weekend' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You have opted in to Live casino weekend.' })).toBeVisible();
    await expect(live.getByText('You have opted in.')).toBeVisible();
    await expect(live.getByRole('button', { name: /Opt in/ })).toHaveCount(0);
    await expect(live.getByRole('link', { name: 'Deposit: Live casino weekend' })).toHaveClass(/button--primary/);
    expect(await recordCount(page, 'campaignOptIn')).toBe(1);
    await live.getByRole('link', { name: 'Deposit: Live casino weekend' }).click();
    await expect(page).toHaveURL(/\/payment\/deposit\?campaignId=8002$/);
    await expectNoAxeViolations(page);

    await openSite(page, '/my/campaigns/promotions');
    await expect(card(page, 'Live casino weekend').getByText('You have opted in.')).toBeVisible();
    await expect(card(page, 'Weekly cash back').getByRole('button', { name: 'Opt in: Weekly cash back' })).toBeEnabled();
  });

  test('each campaign error 400–405 is said on its card, and the player can try again', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'player@example.com');
    const texts: Record<number, string> = {
      400: 'This promotion is not available.',
      401: 'This promotion has expired.',
      402: 'You do not meet the conditions of this promotion.',
      403: 'You have already taken part in this promotion.',
      404: 'This promotion could not be found.',
      405: 'This promotion cannot be claimed right now.',
    };
    // one page: the QA input is read from the page's address (the opt-in's referrer), so it is changed in
    // place before each try; every try after the first is the player trying again on the same card
    const setQaInput = (query: string) => page.evaluate((search) => window.history.replaceState(window.history.state, '', `/my/campaigns/promotions${search}`), query);
    await openSite(page, '/my/campaigns/promotions');
    const reload = card(page, 'Reload boost');
    const optIn = reload.getByRole('button', { name: 'Opt in: Reload boost' });
    for (const [code, text] of Object.entries(texts)) {
      await setQaInput(`?campaignError=${code}`);
      await optIn.click();
      await expect(reload.getByRole('alert')).toHaveText(text);
      await expect(optIn).toBeEnabled();
      if (code === '402') await expectNoAxeViolations(page);
    }
    expect(await recordCount(page, 'campaignOptIn')).toBe(0);
    // without the QA input: the Gold-tier campaign refuses a Silver player (402), the others still work
    await setQaInput('');
    const vip = card(page, 'VIP reload');
    await vip.getByRole('button', { name: 'Opt in: VIP reload' }).click();
    await expect(vip.getByRole('alert')).toHaveText(texts[402] ?? '');
    await optIn.click();
    await expect(reload.getByText('You have opted in.')).toBeVisible();
    await expect(vip.getByRole('alert')).toHaveCount(0);
    expect(await recordCount(page, 'campaignOptIn')).toBe(1);
  });

  test('during a cool-off promotions and available bonuses cannot be joined, and the page says until when', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'cooloff@example.com');
    await openSite(page, '/promotions');
    await expect(page.getByRole('note')).toHaveText(/^Bonuses and promotions are unavailable during your cool-off period, until \w+ \d{1,2}, \d{4}\.$/);
    await expect(card(page, 'Live casino weekend').getByRole('button', { name: 'Opt in: Live casino weekend' })).toBeDisabled();
    await expect(card(page, 'Welcome package').getByRole('link', { name: 'Deposit: Welcome package' })).toBeVisible();
    await expectNoAxeViolations(page);
    await openSite(page, '/my/available-bonuses');
    await expect(page.getByRole('note')).toContainText('unavailable during your cool-off period');
    await expect(page.getByRole('button', { name: 'Claim bonus: Monday spins' })).toBeDisabled();
    await expect(card(page, 'Monday spins').getByText("Free spins: 25 free spins on Play'n GO games")).toBeVisible();
  });

  test('under Swedish rules the promotions are not offered, and CMS links to them are plain text', async ({ page, isMobile }) => {
    await openSite(page, '/welcome-offer');
    await expect(page.locator('.content').getByRole('link', { name: 'our promotions' })).toHaveAttribute('href', '/promotions');
    await openSite(page, '/welcome-offer?market=SWE');
    await expect(page.locator('.content')).toContainText('see our promotions.');
    await expect(page.locator('.content').getByRole('link', { name: 'our promotions' })).toHaveCount(0);

    // from Germany, so the e-mail login is offered under the Swedish market
    await logIn(page, isMobile, 'swede@example.com', 'market=SWE&geo=DEU');
    await openSite(page, '/sv/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Kampanjer' })).toBeVisible();
    await expect(page.getByText('Kampanjer erbjuds inte enligt de regler som gäller för ditt konto.')).toBeVisible();
    await expect(page.locator('li.promotion')).toHaveCount(0);
    await openSite(page, '/my/campaigns/promotions');
    await expect(page.getByText('Promotions are not offered under the rules that apply to your account.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('available bonuses (issue 16 §4)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('claiming a bonus moves it to the current bonuses; a deposit bonus links to the deposit with it preselected', async ({ page, isMobile }) => {
    await logIn(page, isMobile, 'player@example.com');
    await openSite(page, '/my/available-bonuses');
    await expect(page.getByRole('heading', { level: 1, name: 'Available bonuses' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'My account' });
    await expect(menu.getByRole('link', { name: 'Available bonuses' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Current bonuses' })).toHaveAttribute('href', '/my/current-bonuses');
    await expect(menu.getByRole('link', { name: 'Loyalty' })).toHaveAttribute('href', '/my/campaigns/loyalty');
    const birthday = card(page, 'Birthday gift');
    await expect(birthday.getByText('Promo money: 2.000,00 HUF')).toBeVisible();
    await expect(birthday.getByText('Wagering requirement: 20× the bonus')).toBeVisible();
    await expect(birthday.getByText(/^Claim by /)).toBeVisible();
    const reload = card(page, '100% welcome bonus');
    await expect(reload.getByText('Promo money: 100% of your deposit, up to 60.000,00 HUF')).toBeVisible();
    await expect(reload.getByRole('link', { name: 'Deposit to get it: 100% welcome bonus' })).toHaveAttribute('href', '/payment/deposit?campaignId=11');
    await expectNoAxeViolations(page);

    await birthday.getByRole('button', { name: 'Claim bonus: Birthday gift' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Birthday gift is now one of your current bonuses.' })).toBeVisible();
    await expect(birthday).toHaveCount(0);
    expect(await recordCount(page, 'bonusClaim')).toBe(1);
    await page.getByRole('link', { name: 'See your current bonuses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Current bonuses' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Birthday gift' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Current bonuses' })).toHaveAttribute('aria-current', 'page');
  });
});
