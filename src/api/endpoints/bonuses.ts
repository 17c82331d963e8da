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
  /** gives a bonus up: its money and what was won with it leave the wallet; asking twice changes nothing more */
  forfeitBonus: { payload: ForfeitBonusPayload; data: CurrentBonusesData };
  loyalty: { payload: undefined; data: LoyaltyData };
}

export const BONUS_ENDPOINTS = {
  currentBonuses: { method: 'GET', path: '/player/bonuses/current', timeoutMs: TIMEOUTS.details },
  forfeitBonus: { method: 'POST', path: '/player/bonuses/forfeit', timeoutMs: TIMEOUTS.default },
  loyalty: { method: 'GET', path: '/player/loyalty', timeoutMs: TIMEOUTS.details },
} as const satisfies EndpointTable<BonusEndpoints>;
