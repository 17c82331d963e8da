import markets from '../../schemas/markets.json' with { type: 'json' };

/** A market id: "INT" (default international) or an ISO 3166-1 alpha-3 country code. */
export type MarketId = string;

export interface MarketDefinition {
  id: MarketId;
  /** the country the market serves; null for the international market */
  country: string | null;
  /** the regulator or operator rule set the market follows, for people reading the matrix */
  regulator: string;
}

export const MARKETS: readonly MarketDefinition[] = markets.markets;
export const DEFAULT_MARKET: MarketId = markets.defaultMarket;

export function isMarket(id: string): id is MarketId {
  return MARKETS.some((market) => market.id === id);
}
