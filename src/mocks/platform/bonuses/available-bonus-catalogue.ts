import { CAMPAIGN_DEFAULTS } from './campaign-defaults';
import type { PromotionTemplate } from './promotion-catalogue';

/** A bonus a player can be offered (MockPlayer.availableBonuses holds the ids). */
export interface AvailableBonusTemplate {
  bonusId: string;
  how: 'claim' | 'deposit';
  /** days from now the offer lasts */
  validDays: number;
  campaign: PromotionTemplate;
}

/**
 * The mock operator's individual offers (SCENARIOS.md "Bonuses and promotions"): a birthday promo
 * bonus claimed at once, free spins claimed at once, and the deposit bonus 11 of the deposit form
 * (claimed by depositing with it preselected).
 */
export const AVAILABLE_BONUS_CATALOGUE: readonly AvailableBonusTemplate[] = [
  {
    bonusId: 'a-birthday',
    how: 'claim',
    validDays: 14,
    campaign: { ...CAMPAIGN_DEFAULTS, campaignId: 9001, title: 'Birthday gift', amountTypes: { promo: 'fixed' }, promoAmount: '5.00', turnoverFactor: 20 },
  },
  {
    bonusId: 'a-spins',
    how: 'claim',
    validDays: 7,
    campaign: { ...CAMPAIGN_DEFAULTS, campaignId: 9002, title: 'Monday spins', amountTypes: { freeSpin: 'fixed' }, freeSpinAmount: 25, campaignGameProvider: "Play'n GO" },
  },
  {
    bonusId: 'a-reload',
    how: 'deposit',
    validDays: 30,
    campaign: {
      ...CAMPAIGN_DEFAULTS,
      campaignId: 11,
      title: '100% welcome bonus',
      amountTypes: { promo: 'percentage' },
      promoAmount: '100',
      maxAmountCapEnabled: true,
      maxDepositAmount: '200.00',
      maxPromoLimit: '150.00',
      awardedPromoAmount: '0.00',
      turnoverFactor: 30,
      includeDepositAmountToTurnover: true,
    },
  },
];
