import type { LoyaltyData } from '../../api/endpoints';

/** The tier after the one reached, and the points still missing to it (whole numbers), or null at the top. */
export function nextTierOf(data: LoyaltyData): { name: string; pointsLeft: number } | null {
  const next = data.tiers.find((tier) => tier.minPoints > data.statusPoints);
  return next ? { name: next.name, pointsLeft: next.minPoints - data.statusPoints } : null;
}
