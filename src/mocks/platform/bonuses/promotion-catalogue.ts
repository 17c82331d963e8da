import type { Promotion } from '../../../api/endpoints';
import type { MarketId } from '../../../engine/market';
import { CAMPAIGN_DEFAULTS } from './campaign-defaults';

/** A campaign of the mock operator, its fixed amounts in euros (scaled to the wallet's currency). */
export type PromotionTemplate = Omit<Promotion, 'optedIn' | 'currency'> & {
  /** the loyalty tier the campaign is for (opting in below it answers 402) */
  minTier?: string;
  /** markets it runs in; absent: every market but Sweden */
  markets?: readonly MarketId[];
};

/**
 * The promotions of the mock operator (SCENARIOS.md "Bonuses and promotions"): every bonus type of
 * spec 3 §3 and both amount types — a percentage cash bonus capped by the deposit share with free
 * spins, a fixed live-casino bonus, cash back, a capped percentage promo bonus with fixed scash and
 * BIA cash, poker tokens, and a Gold-tier campaign. Titles are platform content (not translated).
 */
export const PROMOTION_CATALOGUE: readonly PromotionTemplate[] = [
  {
    ...CAMPAIGN_DEFAULTS,
    campaignId: 8001,
    title: 'Welcome package',
    bannerUri: '/cms/promotions/welcome.svg',
    optIn: false,
    amountTypes: { cash: 'percentage', freeSpin: 'fixed' },
    cashAmount: '100',
    freeSpinAmount: 50,
    campaignGameProvider: 'NetEnt',
    maxAmountCapEnabled: true,
    maxDepositAmount: '200.00',
    minDepositAmount: '20.00',
    maxCashLimit: '200.00',
    awardedCashAmount: '0.00',
    turnoverFactor: 35,
    includeDepositAmountToTurnover: true,
  },
  {
    ...CAMPAIGN_DEFAULTS,
    campaignId: 8002,
    title: 'Live casino weekend',
    bannerUri: '/cms/promotions/live-casino.svg',
    optIn: true,
    amountTypes: { liveCasinoBonus: 'fixed' },
    liveCasinoBonusAmount: '25.00',
    minDepositAmount: '20.00',
    turnoverFactor: 10,
  },
  {
    ...CAMPAIGN_DEFAULTS,
    campaignId: 8003,
    title: 'Weekly cash back',
    bannerUri: null,
    optIn: true,
    amountTypes: { cashBack: 'percentage' },
    cashBackPercentage: '10',
    cashBackValidity: 7,
    minBetAmount: '1.00',
    maxBetAmount: '500.00',
    turnoverFactor: 1,
  },
  {
    ...CAMPAIGN_DEFAULTS,
    campaignId: 8004,
    title: 'Reload boost',
    bannerUri: '/cms/promotions/new-games.svg',
    optIn: true,
    amountTypes: { promo: 'percentage', scash: 'fixed', biaCash: 'fixed' },
    promoAmount: '50',
    scashAmount: '5.00',
    biaCashAmount: '10.00',
    maxPromoLimit: '150.00',
    awardedPromoAmount: '50.00',
    turnoverFactor: 30,
    includeBettingBonusToTurnover: true,
    maxWinnings: '500.00',
  },
  {
    ...CAMPAIGN_DEFAULTS,
    campaignId: 8005,
    title: 'Poker freeroll',
    bannerUri: null,
    optIn: true,
    amountTypes: { pokerBonus: 'fixed' },
    pokerBonus: { provider: 'Playtech', bonusType: 'tokens', amount: '10.00' },
  },
  {
    ...CAMPAIGN_DEFAULTS,
    campaignId: 8006,
    title: 'VIP reload',
    bannerUri: null,
    optIn: true,
    minTier: 'Gold',
    amountTypes: { cash: 'fixed' },
    cashAmount: '100.00',
    turnoverFactor: 5,
  },
];

/** The campaigns running in a market (none under Swedish rules: spec 3 §2 hides promotions there). */
export function promotionTemplatesFor(market: MarketId): PromotionTemplate[] {
  return PROMOTION_CATALOGUE.filter((campaign) => (campaign.markets ? campaign.markets.includes(market) : market !== 'SWE'));
}
