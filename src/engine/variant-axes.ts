import type { MarketId } from './market';

/** Which way money moves; cashier forms have one each (schemas/cashier/methods.json `forms`). */
export type Direction = 'deposit' | 'withdrawal';

export const DIRECTIONS: readonly Direction[] = ['deposit', 'withdrawal'];

/** What a variant is resolved for besides its form: base → market → method → method × market. */
export interface VariantAxes {
  market: MarketId;
  /** a payment method id of schemas/cashier/methods.json; only for forms with a method axis */
  method?: string;
  /** deposit / withdrawal; implied by a cashier form, given only to assert it */
  direction?: Direction;
}

/** Key of one declared chain in the generated index: "GBR" or "GBR/card". */
export function variantKey(market: MarketId, method?: string): string {
  return method === undefined ? market : `${market}/${method}`;
}
