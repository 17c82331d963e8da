import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { field } from './registration-helpers';

/**
 * Visual snapshots of the site's look (issue 10 §2): home, the header, login and registration,
 * per viewport project (desktop 1280×800, mobile 390×844). A layout regression shows up as a
 * failing diff in review. Baselines live in e2e/visual.spec.ts-snapshots/ (one PNG per name and
 * project); after an intended change of the look, regenerate them with
 *   npx playwright test e2e/visual.spec.ts --update-snapshots
 * and review the new PNGs in the diff. The tolerance (2 % of the pixels) absorbs font
 * anti-aliasing, not a moved block; animations and the caret are off, the clock is fixed, the
 * cookie choice is stored beforehand and notices are masked, so nothing varies between runs.
 */
const SCREENSHOT = { maxDiffPixelRatio: 0.02, animations: 'disabled', caret: 'hide', scale: 'css' } as const;
/** 2026-06-15 12:00 in Budapest: the mock's server time, birth-date lists and notices see one day. */
const FIXED_NOW = new Date('2026-06-15T10:00:00Z');

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(FIXED_NOW);
  // the cookie banner is tested in cookies.spec.ts; here it would cover the page
  await page.addInitScript(() => {
    // the site's own window only: a provider frame (the game page) has no say and may be denied storage
    if (window !== window.top) return;
    window.localStorage.setItem('site:cookie-consent', JSON.stringify({ version: 1, accepted: ['necessary'], savedAt: '2026-06-15T10:00:00.000Z' }));
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Waits until every image of the page has loaded (tiles, banners, logos) and fonts are ready. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Parts that change by themselves: auto-hiding notices and the notice list's counter. */
function volatile(page: Page): Locator[] {
  return [page.locator('.notice'), page.locator('.notice-list')];
}

test.describe('visual snapshots', { tag: '@mobile' }, () => {
  test('home: lobby with hero, game tiles, promotions, steps and the footer', async ({ page }) => {
    await openSite(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the casino' })).toBeVisible();
    await expect(page.locator('.game-tile__link')).toHaveCount(8);
    await expect(page.getByRole('contentinfo').getByRole('img', { name: 'Visa' })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page);
    await expect(page).toHaveScreenshot('home.png', { ...SCREENSHOT, fullPage: true, mask: volatile(page) });
  });

  test('header: logo, menu and the visitor actions', async ({ page }) => {
    await openSite(page, '/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('img', { name: 'Casino' })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page);
    await expect(header).toHaveScreenshot('header.png', { ...SCREENSHOT, mask: volatile(page) });
  });

  test('header, logged in (hu): balance, Deposit and Withdraw on one row', async ({ page, isMobile }) => {
    await openSite(page, isMobile ? '/hu/login' : '/hu/?modal=login');
    await field(page, 'login', 'login').fill('player@example.com');
    await field(page, 'password', 'login').fill('Password1');
    await page.locator('form').getByRole('button', { name: 'Bejelentkezés' }).click();
    const header = page.getByRole('banner');
    await expect(header.locator('.header__actions > a[href$="/payment/withdrawal"]')).toBeVisible();
    await settle(page);
    await expect(header).toHaveScreenshot('header-logged-in.png', { ...SCREENSHOT, mask: [page.locator('.notice-list')] });
  });

  test('login: the dialog on desktop, the page on mobile', async ({ page, isMobile }) => {
    await openSite(page, isMobile ? '/login' : '/?modal=login');
    await expect(field(page, 'login', 'login')).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page);
    await expect(page).toHaveScreenshot('login.png', { ...SCREENSHOT, mask: volatile(page) });
  });

  test('registration: the dialog on desktop, the page on mobile', async ({ page, isMobile }) => {
    await openSite(page, isMobile ? '/registration' : '/?modal=registration');
    await expect(field(page, 'email')).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page);
    await expect(page).toHaveScreenshot('registration.png', { ...SCREENSHOT, mask: volatile(page) });
  });

  test('footer: licence, helplines and payment logos follow the market (SWE)', async ({ page }) => {
    await openSite(page, '/?market=SWE');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /Spelinspektionen/ })).toHaveAttribute('href', 'https://www.spelinspektionen.se');
    await expect(footer.getByRole('link', { name: /Stödlinjen/ })).toBeVisible();
    await expect(footer.getByRole('img', { name: 'Trustly' })).toBeVisible();
    await expect(footer.getByText('18+', { exact: true })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page);
    await expect(footer).toHaveScreenshot('footer-swe.png', SCREENSHOT);
  });

  test('a game tile opens the game route, which exists today', async ({ page }) => {
    await openSite(page, '/');
    await page.getByRole('link', { name: /Golden Cherries/ }).click();
    await expect(page).toHaveURL(/\/all-games\/golden-cherries\/demo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Golden Cherries' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
