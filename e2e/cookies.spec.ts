import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';
import { field } from './registration-helpers';

async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name).sort();
}

type SiteWindow = Window & {
  __siteAdapters?: { liveChat: { records: unknown[] } };
  __cmsEventLog?: { type: string }[];
};

test.describe('cookie consent', () => {
  test('the choice is stored, applied at once and again after a reload', { tag: '@mobile' }, async ({ page }) => {
    await openSite(page, '/support');
    // cookies a visitor may carry from before: the language cookie and a marketing cookie
    await page.evaluate(() => {
      document.cookie = 'lang=en; path=/';
      document.cookie = '_fbp=old; path=/';
    });
    const banner = page.getByRole('region', { name: 'We use cookies' });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);

    await banner.getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: /Necessary/ })).toBeChecked();
    await expectNoAxeViolations(page);
    // keyboard only: tick Statistics, leave Marketing, save
    await dialog.getByRole('checkbox', { name: 'Statistics' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: 'Statistics' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Save my choices' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(banner).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-analytics-loaded', 'true');
    expect(await cookieNames(page)).toEqual(['_ga', 'lang']);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('site:cookie-consent') ?? '{}').accepted)).toEqual(['analytics']);

    // a marketing cookie set again (by another tab, say) is gone after the reload; no marketing script runs
    await page.evaluate(() => {
      document.cookie = '_fbp=again; path=/';
    });
    await openSite(page, '/support');
    await expect(page.locator('html')).toHaveAttribute('data-analytics-loaded', 'true');
    await expect.poll(() => cookieNames(page)).toEqual(['_ga', 'lang']);
    await expect(page.locator('html')).not.toHaveAttribute('data-marketing-loaded', 'true');
    await expect(page.getByRole('region', { name: 'We use cookies' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('"only necessary" deletes the optional cookies and loads no optional script', async ({ page }) => {
    await openSite(page, '/support');
    await page.evaluate(() => {
      document.cookie = '_ga=old; path=/';
      document.cookie = 'lang=hu; path=/';
    });
    await page.getByRole('button', { name: 'Only necessary cookies' }).click();
    await expect.poll(() => cookieNames(page)).toEqual(['lang']);
    await openSite(page, '/');
    await expect(page.locator('html')).not.toHaveAttribute('data-analytics-loaded', 'true');
    await expect(page.getByRole('region', { name: 'We use cookies' })).toHaveCount(0);
  });

  test('the site event opens the consent dialog; Escape closes it', async ({ page }) => {
    await openSite(page, '/support');
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('site:open-cookie-consent')));
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'We use cookies' })).toBeVisible();
  });

  test('the cookie-policy modal lists the categories and leads to the settings', async ({ page }) => {
    await openSite(page, '/support?modal=cookie-policy');
    const policy = page.getByRole('dialog', { name: 'Cookies Policy' });
    await expect(policy).toBeVisible();
    await expect(policy.getByText('Statistics')).toBeVisible();
    await expect(policy.getByText(/Cookies: _ga, _gid/)).toBeVisible();
    await expectNoAxeViolations(page);
    await policy.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
    await expect(page).not.toHaveURL(/modal=cookie-policy/);
  });

  test('a third-party consent widget that appears is removed', async ({ page }) => {
    await openSite(page, '/support');
    await page.evaluate(() => {
      const widget = document.createElement('div');
      widget.setAttribute('data-third-party-consent-widget', '');
      widget.textContent = 'Vendor consent';
      document.body.append(widget);
    });
    await expect(page.locator('[data-third-party-consent-widget]')).toHaveCount(0, { timeout: 3000 });
  });
});

test.describe('third-party adapters', () => {
  test('the live chat is opened for the logged-in player, and the CMS event listener hears it', async ({ page, isMobile }) => {
    await openSite(page, isMobile ? '/login' : '/?modal=login');
    await expect(page.locator('html')).toHaveAttribute('data-cms-event-listener', 'ready');
    await field(page, 'login', 'login').fill('player@example.com');
    await field(page, 'password', 'login').fill('Password1');
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('You are logged in now')).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('site:open-live-chat', { detail: { source: 'e2e' } })));
    const records = await page.evaluate(() => (window as SiteWindow).__siteAdapters?.liveChat.records);
    expect(records?.at(-1)).toEqual({ action: 'open', visitor: { name: 'Anna Kovács', email: 'player@example.com' }, group: 1 });
    const heard = await page.evaluate(() => (window as SiteWindow).__cmsEventLog?.map((entry) => entry.type));
    expect(heard).toEqual(expect.arrayContaining(['site:logged-in', 'site:open-live-chat']));
    await expectNoAxeViolations(page);
  });
});
