import table from '../../../schemas/content/country-hidden-paths.json' with { type: 'json' };

/** schemas/content/country-hidden-paths.json (meta-schema schemas/meta/country-hidden-paths.schema.json) */
export interface CountryHiddenPathTable {
  countries: Readonly<Record<string, { readonly paths: readonly string[] }>>;
}

/**
 * In-app paths hidden under a country's rules wherever they appear: menus (schemas/menus, with the
 * same rule as `excludeCountries`), links inside CMS text, and the pages themselves. The table is
 * content — each country's entry names its rule in a `$comment`; the content check proves the paths.
 */
const HIDDEN_PATHS: CountryHiddenPathTable = table;

/** Whether `path` (without language prefix, query or hash) is hidden under the applied country rules. */
export function isCountryHiddenPath(path: string, appliedCountry: string | null, hidden: CountryHiddenPathTable = HIDDEN_PATHS): boolean {
  if (appliedCountry === null) return false;
  const bare = path.split(/[?#]/, 1)[0]?.replace(/\/+$/, '') ?? '';
  const entry = Object.hasOwn(hidden.countries, appliedCountry) ? hidden.countries[appliedCountry] : undefined;
  return entry?.paths.includes(bare) ?? false;
}
