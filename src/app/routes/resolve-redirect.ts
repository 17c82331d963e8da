import { languageFromPath } from '../../i18n/language-from-path';
import { localizePath } from '../../i18n/localize-path';
import { fillPathPattern } from './fill-path-pattern';
import { matchPathPattern } from './match-path-pattern';
import type { RedirectTable } from './redirect-rule';

/** Paths that are never pages: the API, files and the dev server's own modules keep their slashes. */
function isPagePath(path: string): boolean {
  if (/^\/(api|@|src|node_modules|assets|cms|interfaces)(\/|$)/.test(path)) return false;
  return !/\.[A-Za-z0-9]+\/?$/.test(path);
}

/**
 * Where an old-style address moves to permanently (spec 1 §2), as "/hu/my/profile?x=1", or
 * null when it is current. The language prefix and the query are kept; the dev and preview
 * servers answer 301 with it and the client router replaces the entry with it.
 */
export function resolveRedirect(table: RedirectTable, pathname: string, search = ''): string | null {
  const { language, path } = languageFromPath(pathname);
  if (!isPagePath(path)) return null;
  const trimmed = table.stripTrailingSlash && path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  let target: string | null = trimmed === path ? null : trimmed;
  for (const rule of table.redirects) {
    const params = matchPathPattern(rule.from, trimmed);
    if (params) {
      target = fillPathPattern(rule.to, params);
      break;
    }
  }
  // a target like "/\evil.com" or "//evil.com" would leave the site: never answer with one
  if (target === null || !/^\/(?![/\\])/.test(target)) return null;
  const localized = localizePath(target, language);
  return localized === pathname ? null : `${localized}${search}`;
}
