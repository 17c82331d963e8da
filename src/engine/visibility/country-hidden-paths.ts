/**
 * In-app paths hidden under a country's rules wherever they appear: menus (schemas/menus, with the
 * same rule as `excludeCountries`), links inside CMS text, and the pages themselves.
 */
const HIDDEN_PATHS: Readonly<Record<string, readonly string[]>> = {
  // spec 3 §2 "Links and other", §6: links to the promotions are hidden when applied country rules are SWE
  SWE: ['/promotions', '/my/campaigns/promotions'],
};

/** Whether `path` (without language prefix, query or hash) is hidden under the applied country rules. */
export function isCountryHiddenPath(path: string, appliedCountry: string | null): boolean {
  if (appliedCountry === null) return false;
  const bare = path.split(/[?#]/, 1)[0]?.replace(/\/+$/, '') ?? '';
  return (HIDDEN_PATHS[appliedCountry] ?? []).includes(bare);
}
