import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openSite, test } from './fixtures';

type Tree = { [key: string]: string | Tree };

/** Every key of the English texts ("lobby.allTitle" and "games:lobby.allTitle"): what a missing namespace would paint. */
function rawKeys(): string[] {
  const dir = join(import.meta.dirname, '..', 'src', 'i18n', 'locales', 'en');
  const paths = (tree: Tree, prefix: string): string[] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : paths(value, `${prefix}${key}.`)));
  return readdirSync(dir).flatMap((file) => {
    const keys = paths(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree, '').filter((key) => key.includes('.'));
    return [...keys, ...keys.map((key) => `${file.replace(/\.json$/, '')}:${key}`)];
  });
}

/** Records, from the first paint on, every text node that is a raw key (a MutationObserver installed before any page script). */
async function watchForRawKeys(page: Page): Promise<void> {
  await page.addInitScript((keys: string[]) => {
    const known = new Set(keys);
    const seen: string[] = [];
    (window as unknown as { rawKeysSeen: string[] }).rawKeysSeen = seen;
    const check = (node: Node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const value = (text.textContent ?? '').trim();
        if (known.has(value)) seen.push(value);
      }
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') check(record.target.parentNode ?? record.target);
        for (const added of record.addedNodes) check(added);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, rawKeys());
}

/** The text of every script the page loaded so far. */
function scriptsLoaded(page: Page): () => Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(bodies)).join('\n');
}

// a text only the games namespace has (src/i18n/locales/en/games.json)
const GAMES_ONLY_TEXT = 'This game group does not exist';
// a text only the account namespace has: the age-verification banner in the shell has its own small namespace
const ACCOUNT_ONLY_TEXT = 'Recent logins and logouts on your account.';

const rawKeysSeen = (page: Page) => page.evaluate(() => (window as unknown as { rawKeysSeen: string[] }).rawKeysSeen);

test.describe('first load: a page loads its texts with it', () => {
  test('a page, a modal and a Hungarian page opened cold paint their own texts, never a raw key', async ({ page }) => {
    await watchForRawKeys(page);
    const scripts = scriptsLoaded(page);
    // home's first load carries the shell's texts, not a page's
    await openSite(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scripts()).not.toContain(GAMES_ONLY_TEXT);
    expect(await scripts()).not.toContain(ACCOUNT_ONLY_TEXT);
    // the games lobby: its namespace comes with the route
    await openSite(page, '/all-games');
    await expect(page.getByRole('heading', { level: 1, name: 'All games' })).toBeVisible();
    expect(await scripts()).toContain(GAMES_ONLY_TEXT);
    // the registration modal over home: title, form labels (registration, forms) and renderer texts come with it
    await openSite(page, '/?modal=registration');
    const dialog = page.getByRole('dialog', { name: 'Registration' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /e-mail/i }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    // a Hungarian page: its Hungarian namespace and the English fallback load before it paints
    await openSite(page, '/hu/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promóciók' })).toBeVisible();
    expect(await rawKeysSeen(page)).toEqual([]);
  });

  test("the language switch on a page loads that page's texts in the new language before it switches", async ({ page }) => {
    await watchForRawKeys(page);
    await openSite(page, '/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Svenska' }).click();
    await expect(page).toHaveURL(/\/sv\/promotions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kampanjer' })).toBeVisible();
    expect(await rawKeysSeen(page)).toEqual([]);
  });
});
