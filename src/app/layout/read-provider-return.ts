import { identificationMethod } from '../../features/identification/identification-methods';
import { REDIRECT_STATE_PARAM } from '../../features/identification/redirect-state';

/** The query parameters a redirect provider comes back with (spec 1 §4); removed once read. */
export const PROVIDER_RETURN_PARAMS = ['method', 'redirectFrom', 'type', 'value', 'titanToken', REDIRECT_STATE_PARAM] as const;

export interface ProviderReturn {
  method: string;
  value: 'done' | 'rejected' | 'cancelled';
  titanToken: string;
  /** the state the tab left with (null when the address has none) */
  state: string | null;
}

const VALUES = new Set(['done', 'rejected', 'cancelled']);
const TOKEN = /^[\w-]{1,200}$/;

/**
 * A return from a redirect provider (method, redirectFrom=messageInterface, type=identification,
 * value, titanToken), or null when the address carries none or a malformed one.
 */
export function readProviderReturn(params: URLSearchParams): ProviderReturn | null {
  if (params.get('redirectFrom') !== 'messageInterface' || params.get('type') !== 'identification') return null;
  const method = params.get('method') ?? '';
  const value = params.get('value') ?? '';
  const titanToken = params.get('titanToken') ?? '';
  // only methods that leave the site and come back (zignSec) return through the address
  if (identificationMethod(method)?.kind !== 'redirect' || !VALUES.has(value) || !TOKEN.test(titanToken)) return null;
  return { method, value: value as ProviderReturn['value'], titanToken, state: params.get(REDIRECT_STATE_PARAM) };
}
