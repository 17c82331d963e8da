import type { CookieSettings } from './cookie-settings';
import { deleteCookie } from './delete-cookie';
import { loadSiteScript } from './load-site-script';

export interface ConsentOutcome {
  /** cookies deleted because their category is refused (or not in use) */
  deleted: string[];
  /** scripts of accepted categories added to the page */
  loaded: string[];
}

/** The categories that count as accepted: the required ones always, the others when chosen and in use. */
export function acceptedCategories(settings: CookieSettings, chosen: readonly string[]): Set<string> {
  return new Set(
    settings.categories.filter((item) => item.enabled && (item.required || chosen.includes(item.id))).map((item) => item.id),
  );
}

/**
 * Applies a consent on this page: every cookie of a refused category that is set now is
 * deleted (the language cookie and the other keep-for-all names stay), and only accepted
 * categories' scripts are loaded. Without a stored choice only the required category counts.
 */
export function applyConsent(settings: CookieSettings, chosen: readonly string[], doc: Document = document): ConsentOutcome {
  const accepted = acceptedCategories(settings, chosen);
  const keep = new Set(settings.keepForAll);
  for (const item of settings.categories) if (accepted.has(item.id)) for (const name of item.cookies) keep.add(name);
  const present = new Set(
    doc.cookie
      .split(';')
      .map((pair) => pair.split('=')[0]?.trim() ?? '')
      .filter((name) => name !== ''),
  );
  const deleted: string[] = [];
  for (const item of settings.categories) {
    if (accepted.has(item.id)) continue;
    for (const name of item.cookies) {
      if (keep.has(name) || !present.has(name) || deleted.includes(name)) continue;
      deleteCookie(name, doc);
      deleted.push(name);
    }
  }
  const loaded: string[] = [];
  for (const item of settings.categories) {
    if (!accepted.has(item.id)) continue;
    for (const script of item.scripts) {
      void loadSiteScript(script, doc);
      loaded.push(script);
    }
  }
  return { deleted, loaded };
}
