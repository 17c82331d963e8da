import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { matchPathPattern } from '../../../src/app/routes/match-path-pattern';
import { isJsonObject } from '../../../src/engine/is-json-object';
import type { CountryHiddenPathTable } from '../../../src/engine/visibility/country-hidden-paths';
import { listFiles } from '../list-files';
import { readJson } from '../read-json';
import { META_DIR } from '../repo-paths';
import type { ContentError } from './content-error';
import { ROUTE_PATTERNS } from './route-patterns';
import { MENUS_DIR } from './check-menus';

export const COUNTRY_HIDDEN_PATHS_FILE = 'schemas/content/country-hidden-paths.json';

/**
 * schemas/content/country-hidden-paths.json against its meta-schema (each country names its rule
 * in a `$comment`), then: every path a route of the route table, and every menu item leading to a
 * hidden path excluded for that country too (`visibility.excludeCountries`), so the menu never
 * offers what the page refuses. A content root without the file hides nothing.
 */
export function checkCountryHiddenPaths(root: string, routePatterns: readonly string[] = ROUTE_PATTERNS): ContentError[] {
  const path = join(root, COUNTRY_HIDDEN_PATHS_FILE);
  if (!existsSync(path)) return [];
  const json = readJson(path);
  const validate = new Ajv({ allErrors: true, strict: false }).compile(readJson(join(META_DIR, 'country-hidden-paths.schema.json')) as object);
  if (!validate(json)) {
    return (validate.errors ?? []).map((error) => ({ file: COUNTRY_HIDDEN_PATHS_FILE, pointer: error.instancePath, message: error.message ?? error.keyword }));
  }
  const table = json as CountryHiddenPathTable;
  const errors: ContentError[] = [];
  for (const [country, entry] of Object.entries(table.countries)) {
    entry.paths.forEach((hidden, index) => {
      if (!routePatterns.some((route) => matchPathPattern(route, hidden) !== null)) {
        errors.push({ file: COUNTRY_HIDDEN_PATHS_FILE, pointer: `/countries/${country}/paths/${index}`, message: `"${hidden}" is no route of src/app/routes/route-table.ts` });
      }
    });
  }
  for (const file of listFiles(join(root, MENUS_DIR), '.json', root)) {
    const menu = readJson(join(root, file));
    const checkItem = (item: unknown, at: string) => {
      if (!isJsonObject(item)) return;
      if (typeof item.route === 'string') {
        const route = item.route.replace(/[?#].*$/, '').replace(/\/+$/, '');
        const excluded = isJsonObject(item.visibility) && Array.isArray(item.visibility.excludeCountries) ? item.visibility.excludeCountries : [];
        for (const [country, entry] of Object.entries(table.countries)) {
          if (entry.paths.includes(route) && !excluded.includes(country)) {
            errors.push({ file, pointer: `${at}/visibility/excludeCountries`, message: `"${item.route}" is hidden under ${country} rules (${COUNTRY_HIDDEN_PATHS_FILE}); the item must exclude ${country} too` });
          }
        }
      }
      if (Array.isArray(item.children)) item.children.forEach((child, index) => checkItem(child, `${at}/children/${index}`));
    };
    if (isJsonObject(menu) && Array.isArray(menu.items)) menu.items.forEach((item, index) => checkItem(item, `/items/${index}`));
  }
  return errors;
}
