import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { acceptRegistrationTerms, expectRegistrationSuccess, field, fillRegistrationDetails } from './registration-helpers';

// Issue 16 §5: the platform services behind adapters (src/app/adapters/platform-services.ts). In the demo build the
// offline implementations record what the site told them; window.__siteAdapters.platformServices shows the records.
type ServiceRecord =
  | { service: 'push'; action: 'setUp'; subscriber: { publicUserId: string; language: string; consent: boolean } }
  | { service: 'push'; action: 'reset' }
  | { service: 'personalisedPopups'; action: 'subscribe'; siteId: string }
  | { service: 'affiliate'; action: 'track'; visit: { landingPath: string; params: Record<string, string>; referrerOrigin: string } };

const records = (page: Page) =>
  page.evaluate(() => (window as unknown as { __siteAdapters?: { platformServices: { records: ServiceRecord[] } } }).__siteAdapters?.platformServices.records ?? []);
/** player@example.com of the mock seed (p1): public id, language hu, push consent off */
const PLAYER_ID = 'UP1';
const unique = (label: string) => `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test.describe('platform services (issue 16 §5)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the affiliate call at start carries the tracking parameters and never a token; a referral code prefills the registration', async ({ page }) => {
    await openSite(page, '/?btag=a_123b_45&utm_source=newsletter&utm_campaign=spring&titanToken=secret-token&referralCode=FRIEND-42&other=x');
    // a titanToken without a provider return belongs to no journey: it leaves the address, the rest stays
    await expect(page).toHaveURL(/\/\?btag=a_123b_45&utm_source=newsletter&utm_campaign=spring&referralCode=FRIEND-42&other=x$/);
    const affiliate = (await records(page)).filter((record) => record.service === 'affiliate');
    expect(affiliate).toEqual([
      { service: 'affiliate', action: 'track', visit: { landingPath: '/', params: { btag: 'a_123b_45', utm_source: 'newsletter', utm_campaign: 'spring' }, referrerOrigin: '' } },
    ]);
    // a visitor is not subscribed to anything
    expect((await records(page)).filter((record) => record.service !== 'affiliate')).toEqual([]);

    // the code is kept for the tab: the registration opened later (client-side) starts with it, the player can still change it
    await page.getByRole('link', { name: 'Register' }).first().click();
    const dialog = page.getByRole('dialog');
    await fillRegistrationDetails(page, { email: unique('hun+referral') });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(field(page, 'referralCode')).toHaveValue('FRIEND-42');
    await acceptRegistrationTerms(page);
    const sent = page.waitForRequest((request) => request.url().includes('/api/player/register') && request.method() === 'POST');
    await dialog.getByRole('button', { name: 'Register' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ referralCode: 'FRIEND-42' });
    await expectRegistrationSuccess(page);
    // used: the next registration in this tab starts without it
    expect(await page.evaluate(() => window.sessionStorage.getItem('site:referral-code'))).toBeNull();
  });

  test('a malformed referral code is ignored; the affiliate call reports the landing path without its query', async ({ page }) => {
    await openSite(page, '/all-games?referralCode=%3Cscript%3E&affId=77');
    expect((await records(page)).filter((record) => record.service === 'affiliate')).toEqual([
      { service: 'affiliate', action: 'track', visit: { landingPath: '/all-games', params: { affId: '77' }, referrerOrigin: '' } },
    ]);
    expect(await page.evaluate(() => window.sessionStorage.getItem('site:referral-code'))).toBeNull();
  });

  test('push notifications are set up after login once the details are loaded and reset at logout; popups subscribe by site id and unsubscribe with an empty value', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openSite(page, isMobile ? '/login' : '/?modal=login');
    await field(page, 'login', 'login').fill('player@example.com');
    await field(page, 'password', 'login').fill('Password1');
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('You are logged in now')).toBeVisible();
    // the popups subscribe as soon as the player is logged in, push once the account details (id, language, consent) are there
    await expect.poll(async () => (await records(page)).filter((record) => record.service !== 'affiliate').length).toBe(2);
    const loggedIn = (await records(page)).filter((record) => record.service !== 'affiliate');
    expect(loggedIn).toEqual(
      expect.arrayContaining([
        { service: 'push', action: 'setUp', subscriber: { publicUserId: PLAYER_ID, language: 'hu', consent: false } },
        { service: 'personalisedPopups', action: 'subscribe', siteId: 'casino-main' },
      ]),
    );

    // log out in the page (no reload: the same adapters)
    await page.locator('.balance__button').click();
    await page.locator('.balance__popover').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    const after = (await records(page)).filter((record) => record.service !== 'affiliate');
    expect(after.slice(2)).toEqual(expect.arrayContaining([{ service: 'push', action: 'reset' }, { service: 'personalisedPopups', action: 'subscribe', siteId: '' }]));
    expect(after).toHaveLength(4);
  });

  test('a player flagged as a potential minor verifies the age: one keyed call, then the browser goes where the platform said', async ({ page, isMobile }) => {
    await openSite(page, isMobile ? '/login?market=GBR' : '/?modal=login&market=GBR');
    await field(page, 'login', 'login').fill('minor.gbr@example.com');
    await field(page, 'password', 'login').fill('Password1');
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    const banner = page.getByRole('complementary', { name: 'Age verification' });
    await expect(banner).toContainText('Please confirm your age before you play on');
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Verify my age' }).click();
    // the mock platform's provider proves the age at once and sends the player to the profile
    await expect(page).toHaveURL(/\/my\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    const counts = await page.evaluate(async () => ((await (await fetch('/api/__mock/records')).json()) as { counts: Record<string, number> }).counts);
    expect(counts.ageVerification).toBe(1);
  });
});
