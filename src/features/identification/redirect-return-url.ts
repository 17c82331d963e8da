/**
 * Where a redirect provider (zignSec) sends the browser back to: the page the player left,
 * without a previous return's parameters; the provider adds method, redirectFrom, type, value
 * and titanToken (spec 1 §4).
 */
export function redirectReturnUrl(location: Pick<Location, 'origin' | 'pathname' | 'search'>): string {
  const params = new URLSearchParams(location.search);
  for (const name of ['modal', 'method', 'redirectFrom', 'type', 'value', 'titanToken']) params.delete(name);
  const query = params.toString();
  return `${location.origin}${location.pathname}${query ? `?${query}` : ''}`;
}
