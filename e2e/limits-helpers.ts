import type { Page } from '@playwright/test';
import { expect, openSite } from './fixtures';
import { field } from './registration-helpers';

/** A Thursday noon (UTC): the Swedish week ends on Monday midnight, after the 72 h. */
export const START = new Date('2026-01-15T12:00:00Z');
export const HOUR = 60 * 60 * 1000;

/**
 * Logs in with e-mail and password on a market (from outside Sweden, where pay-and-play would be the only login)
 * under a fake clock, straight on the page the test needs (one page load): the login dialog over that page's
 * authorization notice on desktop, the login page sending the player back to it on phones.
 */
export async function logIn(page: Page, isMobile: boolean, market: string, login: string, path: string): Promise<void> {
  await page.clock.install({ time: START });
  const query = `market=${market}&geo=DEU`;
  const [pathname, hash = ''] = path.split('#');
  const url = isMobile
    ? `/login?${query}&${new URLSearchParams({ 'page-after-login': path }).toString()}`
    : `${pathname}?modal=login&${query}${hash ? `#${hash}` : ''}`;
  await openSite(page, url);
  await field(page, 'login', 'login').fill(login);
  await field(page, 'password', 'login').fill('Password1');
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('You are logged in now')).toBeVisible();
}

/** One period of a limit form: its amount field's limitAmount widget (status, ring, buttons). */
export const period = (page: Page, form: string, name: string) =>
  field(page, name, form).locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " sf-limit ")][1]');
