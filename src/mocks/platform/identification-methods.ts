import type { IdentificationMethod } from '../../api/endpoints';
import type { MarketId } from '../../engine/market';
import type { ProviderKind } from '../provider/provider-client';

export interface IdentificationMethodInfo {
  kind: Exclude<ProviderKind, 'social'>;
  /** the market whose people this provider identifies: seeded player and fresh identities come from it */
  market: MarketId;
}

/** Every identification method of the contract (ISSUE3 "Methods"), with its kind and market. */
export const IDENTIFICATION_METHODS: Readonly<Record<IdentificationMethod, IdentificationMethodInfo>> = {
  smartId: { kind: 'code', market: 'EST' },
  mobileId: { kind: 'code', market: 'LTU' },
  idin: { kind: 'window', market: 'NLD' },
  trustly: { kind: 'window', market: 'SWE' },
  payAndPlay: { kind: 'window', market: 'SWE' },
  loginToPlay: { kind: 'window', market: 'SWE' },
  cddn: { kind: 'iframe', market: 'HUN' },
  top: { kind: 'iframe', market: 'HUN' },
  zignSec: { kind: 'redirect', market: 'HUN' },
};

export function isIdentificationMethod(value: unknown): value is IdentificationMethod {
  return typeof value === 'string' && Object.hasOwn(IDENTIFICATION_METHODS, value);
}
