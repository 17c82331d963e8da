import type { MarketId } from '../../engine/market';

/**
 * The seeded account a provider's "registered" person resolves to in a market (default-seed):
 * player@example.com for HUN, swede@example.com for SWE, player.<market>@example.com otherwise.
 */
export function seededPlayerEmail(market: MarketId): string {
  if (market === 'HUN') return 'player@example.com';
  if (market === 'SWE') return 'swede@example.com';
  return `player.${market.toLowerCase()}@example.com`;
}
