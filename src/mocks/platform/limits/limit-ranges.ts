import type { LimitPeriod, LimitType } from '../../../engine/limits/limit-kinds';

/** The periods each limit type has (spec 3 §2): max balance and the net deposit threshold are permanent. */
export const PERIODS_OF_TYPE: Readonly<Record<LimitType, readonly LimitPeriod[]>> = {
  deposit: ['daily', 'weekly', 'monthly'],
  session: ['daily', 'weekly', 'monthly'],
  loss: ['daily', 'weekly', 'monthly'],
  wager: ['daily', 'weekly', 'monthly'],
  maxBalance: ['permanent'],
  netDeposit: ['permanent'],
};

const SESSION_MAX_MINUTES: Readonly<Record<LimitPeriod, number>> = { daily: 24 * 60, weekly: 7 * 24 * 60, monthly: 31 * 24 * 60, permanent: 24 * 60 };

/**
 * The minimum and maximum the platform accepts per type and period: money as decimal strings,
 * session limits in whole minutes (at least 15, at most the period's length).
 */
export function limitRange(type: LimitType, period: LimitPeriod): { min: string; max: string } {
  if (type === 'session') return { min: '15', max: String(SESSION_MAX_MINUTES[period]) };
  return { min: '1.00', max: '1000000.00' };
}
