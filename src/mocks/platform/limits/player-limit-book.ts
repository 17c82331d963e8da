import type { LimitPeriod, LimitType } from '../../../engine/limits/limit-kinds';

/** One period of one limit as the simulated platform keeps it (decimal strings; session limits in minutes). */
export interface StoredLimitPeriod {
  amount: string | null;
  /** a pending change and when it may take effect */
  newAmount: string | null;
  amountEffectiveTime: string | null;
  autoRenew: boolean;
  /** a removal asked for and when it may take effect */
  removalEffectiveTime: string | null;
  usedAmount: string;
  /** when the current period ends and the limit renews or lapses (absent in state stored before it existed: computed then) */
  periodEndTime?: string | null;
  /** a limit without auto-renew lapses then (engine limitLapseTime); null while it renews */
  expiresAt?: string | null;
  /** renewal was switched off on a renewing limit: it renews until expiresAt, then lapses (answered as willSetRenew) */
  renewalStopping?: boolean;
}

/** A player's limits by type and period. */
export type PlayerLimitBook = Partial<Record<LimitType, Partial<Record<LimitPeriod, StoredLimitPeriod>>>>;
