import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';

/** Records whether the preloading curtain was ever in the DOM, however briefly. */
async function watchCurtain(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="startup-curtain"]')) (window as unknown as { sawCurtain: boolean }).sawCurtain = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

const sawCurtain = (page: Page) => page.evaluate(() => (window as unknown as { sawCurtain?: boolean }).sawCurtain === true);

test.describe('startup screens', () => {
  for (const path of ['/', '/slot-games', '/group/slots', '/hu/live-games']) {
    test(`the preloading curtain covers ${path} until the game menu settles`, async ({ page }) => {
      await watchCurtain(page);
      await openSite(page, path);
      await expect(page.getByTestId('startup-curtain')).toHaveCount(0);
      expect(await sawCurtain(page)).toBe(true);
      await expectNoAxeViolations(page);
    });
  }

  for (const path of ['/support', '/hu/support', '/my/profile']) {
    test(`no curtain on ${path}`, async ({ page }) => {
      await watchCurtain(page);
      await openSite(page, path);
      await page.waitForTimeout(500);
      expect(await sawCurtain(page)).toBe(false);
      await expectNoAxeViolations(page);
    });
  }

  test('a slow game menu keeps the curtain up, then it goes 300 ms after the answer', async ({ page }) => {
    await openSite(page, '/?gameMenu=slow');
    const curtain = page.getByTestId('startup-curtain');
    await expect(curtain).toBeVisible();
    await expect(curtain).toContainText('Loading the games…');
    await expectNoAxeViolations(page);
    await expect(curtain).toHaveCount(0, { timeout: 5000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the casino' })).toBeVisible();
  });

  test('a failed game menu still lifts the curtain', async ({ page }) => {
    await openSite(page, '/?gameMenu=fail');
    await expect(page.getByTestId('startup-curtain')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the casino' })).toBeVisible();
  });

  test('the protection screen replaces the whole site while protection is on', async ({ page }) => {
    await page.goto('/?protection=on');
    await expect(page.getByRole('heading', { level: 1, name: 'The site is temporarily protected' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByTestId('startup-curtain')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // kept for the tab: a reload of another page is still protected
    await page.goto('/sv/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Webbplatsen är tillfälligt skyddad' })).toBeVisible();
    await expectNoAxeViolations(page);
    await openSite(page, '/?protection=off');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the casino' })).toBeVisible();
  });
});
