/** One cookie category of /cms/cookieSettings.json (spec 3 §3 "Cookie settings"). */
export interface CookieCategory {
  /** names the category's texts: `cookies:categories.<id>.title` / `.description` */
  id: string;
  /** the category is in use on the site; a disabled one is not offered and its cookies never kept */
  enabled: boolean;
  /** always on, not a choice (the necessary category) */
  required: boolean;
  /** cookie names the category sets; refused categories' cookies are deleted */
  cookies: string[];
  /** same-origin scripts (paths under /) loaded only when the category is accepted */
  scripts: string[];
}

export interface CookieSettings {
  categories: CookieCategory[];
  /** cookies kept whatever the choice (the language cookie) */
  keepForAll: string[];
}

const ID = /^[a-z][a-zA-Z0-9-]{0,39}$/;
// a cookie-name token (RFC 6265) without separators
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,128}$/;
// our own origin only (CSP script-src 'self'): an absolute path, never "//host"
const SCRIPT_PATH = /^\/(?!\/)[\w./-]{1,200}\.js$/;

function stringList(value: unknown, pattern: RegExp): string[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && pattern.test(item))) return null;
  return value as string[];
}

function category(value: unknown): CookieCategory | null {
  if (value === null || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const cookies = stringList(raw.cookies, COOKIE_NAME);
  const scripts = stringList(raw.scripts, SCRIPT_PATH);
  if (typeof raw.id !== 'string' || !ID.test(raw.id) || typeof raw.enabled !== 'boolean' || !cookies || !scripts) return null;
  if (raw.required !== undefined && typeof raw.required !== 'boolean') return null;
  return { id: raw.id, enabled: raw.enabled, required: raw.required === true, cookies, scripts };
}

/**
 * Checks the CMS file's shape; null when anything is off, so a broken file means "only
 * necessary cookies" rather than a script from an unexpected place.
 */
export function parseCookieSettings(value: unknown): CookieSettings | null {
  if (value === null || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  if (!Array.isArray(raw.categories)) return null;
  const categories = raw.categories.map(category);
  const keepForAll = stringList(raw.keepForAll, COOKIE_NAME);
  if (!keepForAll || categories.some((item) => item === null)) return null;
  const valid = categories as CookieCategory[];
  if (new Set(valid.map((item) => item.id)).size !== valid.length) return null;
  return { categories: valid, keepForAll };
}
