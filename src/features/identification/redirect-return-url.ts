import { REDIRECT_STATE_PARAM } from './redirect-state';

/**
 * Where a redirect provider (zignSec) sends the browser back to: the page the player left,
 * without a previous return's parameters, plus this attempt's state; the provider adds method,
 * redirectFrom, type, value and titanToken (spec 1 §4).
 */
export function redirectReturnUrl(location: Pick<Location, 'origin' | 'pathname' | 'search'>, state: string): string {
  const params = new URLSearchParams(location.search);
  for (const name of ['modal', 'method', 'redirectFrom', 'type', 'value', 'titanToken', REDIRECT_STATE_PARAM]) params.delete(name);
  params.set(REDIRECT_STATE_PARAM, state);
  const query = params.toString();
  return `${location.origin}${location.pathname}${query ? `?${query}` : ''}`;
}
