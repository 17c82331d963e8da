import { parseCookieSettings, type CookieSettings } from './cookie-settings';

/** The operator's cookie categories, a static CMS file of our own origin (spec 3 §7). */
export const COOKIE_SETTINGS_PATH = 'cms/cookieSettings.json';

let cached: Promise<CookieSettings | null> | undefined;

/**
 * Loads and checks /cms/cookieSettings.json once per page (the consent banner and the cookie
 * policy share it); null when it is missing or malformed. It is no platform call, so it does
 * not go through the /api client.
 */
export function loadCookieSettings(fetchFile: typeof fetch = (input, init) => globalThis.fetch(input, init)): Promise<CookieSettings | null> {
  cached ??= fetchFile(`${import.meta.env.BASE_URL}${COOKIE_SETTINGS_PATH}`, { credentials: 'same-origin' })
    .then(async (response) => (response.ok ? parseCookieSettings(await response.json()) : null))
    .catch(() => null);
  return cached;
}

/** Tests start from an empty cache. */
export function forgetCookieSettings(): void {
  cached = undefined;
}
