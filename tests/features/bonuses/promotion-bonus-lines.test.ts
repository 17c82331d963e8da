import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../../src/api/endpoints';
import { promotionBonusLines } from '../../../src/features/bonuses/promotion-bonus-lines';
import { promotionWagering } from '../../../src/features/bonuses/promotion-wagering';

const BASE: Promotion = {
  campaignId: 1,
  title: 'Test',
  bannerUri: null,
  optIn: false,
  optedIn: false,
  currency: 'EUR',
  amountTypes: {},
  maxAmountCapEnabled: false,
  maxDepositAmount: null,
  minDepositAmount: null,
  maxCashLimit: null,
  awardedCashAmount: null,
  maxPromoLimit: null,
  awardedPromoAmount: null,
  turnoverFactor: null,
  includeDepositAmountToTurnover: false,
  includeBettingBonusToTurnover: false,
  maxWinnings: null,
  endsAt: null,
};

describe('promotion bonus lines (spec 3 §3, spec 2 §9)', () => {
  it('gives one line per bonus present, fixed amounts as they are, in the spec’s order', () => {
    const lines = promotionBonusLines({ ...BASE, amountTypes: { liveCasinoBonus: 'fixed', scash: 'fixed', biaCash: 'fixed' }, scashAmount: '5.00', liveCasinoBonusAmount: '25.00', biaCashAmount: '10.00' });
    expect(lines).toEqual([
      { bonusType: 'liveCasinoBonus', kind: 'fixed', amount: '25.00' },
      { bonusType: 'biaCash', kind: 'fixed', amount: '10.00' },
      { bonusType: 'scash', kind: 'fixed', amount: '5.00' },
    ]);
  });

  it('caps a percentage by the deposit share (cap enabled) and by what is left of the cash or promo limit', () => {
    // 100 % of at most 200.00 deposit = 200.00; cash limit 200.00 − 0 left: up to 200.00
    expect(promotionBonusLines({ ...BASE, amountTypes: { cash: 'percentage' }, cashAmount: '100', maxAmountCapEnabled: true, maxDepositAmount: '200.00', maxCashLimit: '200.00', awardedCashAmount: '0.00' })).toEqual([
      { bonusType: 'cash', kind: 'percentage', percentage: '100', upTo: '200.00' },
    ]);
    // 50 %: promo limit 150.00 − 50.00 awarded = 100.00 left; no deposit cap
    expect(promotionBonusLines({ ...BASE, amountTypes: { promo: 'percentage' }, promoAmount: '50', maxPromoLimit: '150.00', awardedPromoAmount: '50.00' })[0]).toEqual({ bonusType: 'promo', kind: 'percentage', percentage: '50', upTo: '100.00' });
    // 12.5 % of at most 333.33 = 41.67 (half up), below the promo limit
    expect(promotionBonusLines({ ...BASE, amountTypes: { promo: 'percentage' }, promoAmount: '12.50', maxAmountCapEnabled: true, maxDepositAmount: '333.33', maxPromoLimit: '1000.00', awardedPromoAmount: '0.00' })[0]).toEqual({ bonusType: 'promo', kind: 'percentage', percentage: '12.5', upTo: '41.67' });
    // a limit used up leaves 0; nothing capping leaves no "up to"
    expect(promotionBonusLines({ ...BASE, amountTypes: { cash: 'percentage' }, cashAmount: '10', maxCashLimit: '50.00', awardedCashAmount: '80.00' })[0]).toMatchObject({ upTo: '0.00' });
    expect(promotionBonusLines({ ...BASE, amountTypes: { cash: 'percentage' }, cashAmount: '10' })[0]).toMatchObject({ upTo: null });
  });

  it('cash back: up to amount = bet (min - max) x percentage, the amount from the maximum bet', () => {
    expect(promotionBonusLines({ ...BASE, amountTypes: { cashBack: 'percentage' }, cashBackPercentage: '10', cashBackValidity: 7, minBetAmount: '1.00', maxBetAmount: '500.00' })).toEqual([
      { bonusType: 'cashBack', kind: 'cashBack', upTo: '50.00', minBet: '1.00', maxBet: '500.00', percentage: '10', validityDays: 7 },
    ]);
    expect(promotionBonusLines({ ...BASE, cashBackPercentage: '7.5', minBetAmount: '400.00', maxBetAmount: '200000.00' })[0]).toMatchObject({ upTo: '15000.00', percentage: '7.5', validityDays: null });
  });

  it('free spins with their provider and poker bonuses', () => {
    expect(promotionBonusLines({ ...BASE, freeSpinAmount: 50, campaignGameProvider: 'NetEnt', pokerBonus: { provider: 'Playtech', bonusType: 'tokens', amount: '10.00' } })).toEqual([
      { bonusType: 'freeSpin', kind: 'spins', count: 50, provider: 'NetEnt' },
      { bonusType: 'pokerBonus', kind: 'poker', pokerType: 'tokens', amount: '10.00', provider: 'Playtech' },
    ]);
  });

  it('the wagering requirement names what the factor applies to; none without a factor', () => {
    expect(promotionWagering(BASE)).toBeNull();
    expect(promotionWagering({ ...BASE, turnoverFactor: 0 })).toBeNull();
    expect(promotionWagering({ ...BASE, turnoverFactor: 35, includeDepositAmountToTurnover: true })).toEqual({ factor: 35, base: 'bonusDeposit' });
    expect(promotionWagering({ ...BASE, turnoverFactor: 30, includeBettingBonusToTurnover: true })).toEqual({ factor: 30, base: 'bonusBetting' });
    expect(promotionWagering({ ...BASE, turnoverFactor: 5, includeDepositAmountToTurnover: true, includeBettingBonusToTurnover: true })).toEqual({ factor: 5, base: 'bonusDepositBetting' });
    expect(promotionWagering({ ...BASE, turnoverFactor: 1 })).toEqual({ factor: 1, base: 'bonus' });
  });
});
