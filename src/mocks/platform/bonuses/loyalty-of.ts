import type { LoyaltyData, LoyaltyTier } from '../../../api/endpoints';
import type { MockWallet } from '../../db/mock-types';

/** The mock operator's loyalty tiers, lowest first (the spec names a tier and status points, not the ladder). */
export const LOYALTY_TIERS: readonly LoyaltyTier[] = [
  { name: 'Bronze', minPoints: 0 },
  { name: 'Silver', minPoints: 250 },
  { name: 'Gold', minPoints: 1000 },
  { name: 'Platinum', minPoints: 5000 },
];

/** The player's tier from the wallet's status points: the highest tier whose minimum they reach. */
export function loyaltyOf(wallet: MockWallet): LoyaltyData {
  const points = Math.max(0, Math.floor(wallet.statusPoints));
  const reached = LOYALTY_TIERS.filter((tier) => points >= tier.minPoints);
  return { statusPoints: points, tier: reached.at(-1)?.name ?? 'Bronze', tiers: [...LOYALTY_TIERS] };
}
