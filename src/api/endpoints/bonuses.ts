import { TIMEOUTS } from '../timeouts';
import type { DecimalString, EndpointTable } from './definition';

/** The bonus types of a campaign (spec 3 §3 "Campaign / promotion"). */
export const BONUS_TYPES = ['cash', 'liveCasinoBonus', 'biaCash', 'promo', 'scash', 'cashBack', 'freeSpin', 'pokerBonus'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

/** One bonus the player holds now (/my/current-bonuses, issue 16 §4). */
export interface CurrentBonus {
  bonusId: string;
  campaignId: number;
  title: string;
  bonusType: BonusType;
  /** money bonuses: the amount granted, in `currency` */
  amount?: DecimalString;
  /** free-spin bonuses: the spins left */
  freeSpins?: number;
  currency: string;
  /** the bonus's wagering requirement: turnover so far and required (spec 3 §3 currentTurnover / totalTurnover) */
  currentTurnover: DecimalString;
  totalTurnover: DecimalString;
  grantedAt: string;
  expiresAt: string;
}

export interface CurrentBonusesData {
  bonuses: CurrentBonus[];
}

export interface ForfeitBonusPayload {
  bonusId: string;
}

/** How a bonus of a campaign is given: a fixed amount, or a percentage of the deposit (spec 3 §3). */
export type BonusAmountType = 'fixed' | 'percentage';

/** A poker bonus: tokens, or a bonus paid after wagering (spec 2 §3 pokerBonus). */
export interface PokerBonus {
  provider: string;
  bonusType: 'tokens' | 'afterWagerBonus';
  amount: DecimalString;
}

/**
 * A campaign as the promotions pages show it (spec 3 §3 "Campaign / promotion"). Each bonus is
 * present when the campaign gives it; `amountTypes` says per bonus whether its amount is fixed
 * money or a percentage of the deposit (free spins are a count, cash back a percentage of bets).
 */
export interface Promotion {
  campaignId: number;
  title: string;
  /** same-origin banner; null: the default banner */
  bannerUri: string | null;
  /** the campaign applies only after the player opts in */
  optIn: boolean;
  /** the player has opted in (always false for visitors) */
  optedIn: boolean;
  /** the currency of the fixed amounts (the player's wallet, the market's for visitors) */
  currency: string;
  amountTypes: Partial<Record<BonusType, BonusAmountType>>;
  cashAmount?: DecimalString;
  liveCasinoBonusAmount?: DecimalString;
  biaCashAmount?: DecimalString;
  promoAmount?: DecimalString;
  scashAmount?: DecimalString;
  /** free spins given, and the provider whose games they are for */
  freeSpinAmount?: number;
  campaignGameProvider?: string;
  pokerBonus?: PokerBonus;
  /** cash back: the percentage of the bets (stored as a percentage), between the bet bounds, valid for days */
  cashBackPercentage?: DecimalString;
  cashBackValidity?: number;
  minBetAmount?: DecimalString;
  maxBetAmount?: DecimalString;
  /** percentage bonuses: the deposit share they apply to at most when the cap is enabled */
  maxAmountCapEnabled: boolean;
  maxDepositAmount: DecimalString | null;
  minDepositAmount: DecimalString | null;
  /** what is left of the cash and promo limits is max − awarded */
  maxCashLimit: DecimalString | null;
  awardedCashAmount: DecimalString | null;
  maxPromoLimit: DecimalString | null;
  awardedPromoAmount: DecimalString | null;
  /** wagering requirement: turnover factor × (bonus [+ deposit] [+ betting bonus]); null or 0: none */
  turnoverFactor: number | null;
  includeDepositAmountToTurnover: boolean;
  includeBettingBonusToTurnover: boolean;
  /** the most a player can win with the bonus (spec MaxWinnings); null: no cap */
  maxWinnings: DecimalString | null;
  /** the campaign's last day, ISO */
  endsAt: string | null;
}

/** The player's responsible-gambling cool-off: campaigns cannot be joined until it ends (spec 3 §4). */
export interface CampaignCoolOff {
  until: string;
}

export interface PromotionsData {
  promotions: Promotion[];
  /** set while a cool-off makes every campaign unavailable; null otherwise and for visitors */
  coolOff: CampaignCoolOff | null;
}

export interface OptInPromotionPayload {
  campaignId: number;
}

/**
 * A bonus the player can get now (/my/available-bonuses): a campaign that is either claimed at
 * once (`claim`) or given with a deposit (`deposit`, the deposit form preselects it).
 */
export interface AvailableBonus {
  bonusId: string;
  how: 'claim' | 'deposit';
  /** the last moment it can be claimed, ISO */
  expiresAt: string;
  campaign: Promotion;
}

export interface AvailableBonusesData {
  bonuses: AvailableBonus[];
  coolOff: CampaignCoolOff | null;
}

export interface ClaimBonusPayload {
  bonusId: string;
}

/** A claim's answer: what is still available, and the bonuses now held. */
export interface ClaimBonusData extends AvailableBonusesData {
  current: CurrentBonus[];
}

/** One loyalty tier: reached at `minPoints` status points. */
export interface LoyaltyTier {
  name: string;
  minPoints: number;
}

/** The loyalty page (/my/campaigns/loyalty, spec 3 §3 wallet statusPoints and "a loyalty tier"). */
export interface LoyaltyData {
  statusPoints: number;
  /** the tier reached (one of `tiers`) */
  tier: string;
  /** every tier, lowest first */
  tiers: LoyaltyTier[];
}

export interface BonusEndpoints {
  currentBonuses: { payload: undefined; data: CurrentBonusesData };
  /** gives a bonus up: its money and what was won with it leave the wallet; one forfeit per attempt's key */
  forfeitBonus: { payload: ForfeitBonusPayload; data: CurrentBonusesData; creates: 'bonusForfeit' };
  loyalty: { payload: undefined; data: LoyaltyData };
  /** the campaigns on offer (visitors: the market's; players: theirs, with their opt-ins and cool-off) */
  promotions: { payload: undefined; data: PromotionsData };
  /** joins a campaign that needs an opt-in; errors 400–405 (spec 3 §8 campaigns) */
  optInPromotion: { payload: OptInPromotionPayload; data: PromotionsData; creates: 'campaignOptIn' };
  availableBonuses: { payload: undefined; data: AvailableBonusesData };
  /** takes an available bonus now: it moves to the current bonuses; errors 400–405 */
  claimBonus: { payload: ClaimBonusPayload; data: ClaimBonusData; creates: 'bonusClaim' };
}

export const BONUS_ENDPOINTS = {
  currentBonuses: { method: 'GET', path: '/player/bonuses/current', timeoutMs: TIMEOUTS.details },
  forfeitBonus: { method: 'POST', path: '/player/bonuses/forfeit', timeoutMs: TIMEOUTS.default, creates: 'bonusForfeit' },
  loyalty: { method: 'GET', path: '/player/loyalty', timeoutMs: TIMEOUTS.details },
  promotions: { method: 'GET', path: '/campaigns/promotions', timeoutMs: TIMEOUTS.details },
  optInPromotion: { method: 'POST', path: '/campaigns/optIn', timeoutMs: TIMEOUTS.default, creates: 'campaignOptIn' },
  availableBonuses: { method: 'GET', path: '/player/bonuses/available', timeoutMs: TIMEOUTS.details },
  claimBonus: { method: 'POST', path: '/player/bonuses/claim', timeoutMs: TIMEOUTS.default, creates: 'bonusClaim' },
} as const satisfies EndpointTable<BonusEndpoints>;
