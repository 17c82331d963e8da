import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';

test.describe('content pages', () => {
  test('a CMS page at /{key}: title, body class, in-app links keep the language prefix', async ({ page }) => {
    await openSite(page, '/hu/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/page--support/);
    await expectNoAxeViolations(page);
    // client-side navigation: a marker on window survives only without a reload
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator('.content').getByRole('link', { name: 'contact us' }).click();
    await expect(page).toHaveURL(/\/hu\/contact-us$/);
    // /contact-us is the contact form (issue 16 §2), its title in the page's language
    await expect(page.getByRole('heading', { level: 1, name: 'Kapcsolat' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect(page.locator('body')).toHaveClass(/page--contact-us/);
    await expect(page.locator('body')).not.toHaveClass(/page--support/);
    await expectNoAxeViolations(page);
  });

  test('hostile markup in content is inert and external links open safely', async ({ page }) => {
    await openSite(page, '/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    const content = page.locator('.content');
    await expect(content.locator('script, img[onerror]')).toHaveCount(0);
    await expect(content.locator('a', { hasText: 'A link that must not survive' })).not.toHaveAttribute('href', /.*/);
    const licence = content.getByRole('link', { name: 'Our licence' });
    await expect(licence).toHaveAttribute('target', '_blank');
    await expect(licence).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await page.evaluate(() => (window as unknown as { __cmsInjected?: boolean }).__cmsInjected)).toBeUndefined();
    await expectNoAxeViolations(page);
  });

  test('visibility markers: prelogin pages for visitors; postlogin, group and unpublished pages denied and sent home', async ({ page }) => {
    await openSite(page, '/welcome-offer');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome offer' })).toBeVisible();
    for (const hidden of ['/vip-lounge', '/high-rollers', '/draft-page']) {
      await page.goto(hidden);
      await expect(page.getByText('You do not have access to that page.')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    }
    await expectNoAxeViolations(page);
  });
});

test.describe('page markers', () => {
  test('the body says visitor, poker app and UK rules', async ({ page }) => {
    await openSite(page, '/?customerApp=poker&market=GBR');
    const body = page.locator('body');
    await expect(body).toHaveClass(/(^|\s)logged-out(\s|$)/);
    await expect(body).toHaveClass(/(^|\s)poker-app(\s|$)/);
    await expect(body).toHaveClass(/(^|\s)uk-rules(\s|$)/);
    await expect(body).not.toHaveClass(/uk-minors/);
    await expectNoAxeViolations(page);
  });
});

test.describe('general alarm banner', () => {
  test('shows at the top, is dismissed and stays dismissed after a reload in the session', async ({ page }) => {
    await openSite(page, '/?alarm=1');
    const banner = page.getByRole('region', { name: 'Important notice' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Planned maintenance');
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Dismiss the notice' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the casino' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Important notice' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('its in-app link navigates within the site', async ({ page }) => {
    await openSite(page, '/sv/?alarm=1');
    const banner = page.getByRole('region', { name: 'Viktigt meddelande' });
    await banner.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/sv\/support$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('markers for logged-in players', () => {
  async function logInAs(page: Page, email: string, isMobile: boolean) {
    await openSite(page, isMobile ? '/login' : '/?modal=login');
    await page.locator('[id="sf-login_login"]').fill(email);
    await page.locator('[id="sf-login_password"]').fill('Password1');
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('link', { name: 'Deposit' }).first()).toBeVisible();
  }

  test('a VIP group member sees the group page, a player outside the group does not', async ({ page, isMobile }) => {
    await logInAs(page, 'vip@example.com', isMobile);
    await openSite(page, '/high-rollers');
    await expect(page.getByRole('heading', { level: 1, name: 'High rollers' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a British player flagged as a potential minor gets the UK-minors marker', async ({ page, isMobile }) => {
    await openSite(page, '/?market=GBR');
    await logInAs(page, 'minor.gbr@example.com', isMobile);
    const body = page.locator('body');
    await expect(body).toHaveClass(/(^|\s)logged-in(\s|$)/);
    await expect(body).toHaveClass(/(^|\s)potential-minor(\s|$)/);
    await expect(body).toHaveClass(/(^|\s)uk-minors(\s|$)/);
  });
});
