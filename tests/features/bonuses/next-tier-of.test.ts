import { describe, expect, it } from 'vitest';
import { nextTierOf } from '../../../src/features/bonuses/next-tier-of';
import { loyaltyOf } from '../../../src/mocks/platform/bonuses/loyalty-of';
import { seedWallet } from '../../../src/mocks/db/seed-wallet';

describe('the loyalty ladder', () => {
  it('places the player by status points and names the points the next tier needs', () => {
    const silver = loyaltyOf(seedWallet('HUF', { statusPoints: 340 }));
    expect(silver.tier).toBe('Silver');
    expect(nextTierOf(silver)).toEqual({ name: 'Gold', pointsLeft: 660 });
    const bronze = loyaltyOf(seedWallet('HUF', { statusPoints: 0 }));
    expect([bronze.tier, nextTierOf(bronze)]).toEqual(['Bronze', { name: 'Silver', pointsLeft: 250 }]);
    // exactly at a tier's minimum is that tier
    expect(loyaltyOf(seedWallet('HUF', { statusPoints: 1000 })).tier).toBe('Gold');
  });

  it('has no next tier at the top', () => {
    const top = loyaltyOf(seedWallet('HUF', { statusPoints: 12000 }));
    expect(top.tier).toBe('Platinum');
    expect(nextTierOf(top)).toBeNull();
  });
});
