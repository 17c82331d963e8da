/**
 * A campaign's conditions when the catalogue says nothing else: no caps or limits, no minimum
 * deposit, no wagering requirement, no maximum winnings, no end, no opt-in, the default banner.
 */
export const CAMPAIGN_DEFAULTS = {
  bannerUri: null,
  optIn: false,
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
} as const;
