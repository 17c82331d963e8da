import type { LimitPeriod } from '../../engine/limits/limit-kinds';

const PERIOD_FACTOR: Readonly<Record<LimitPeriod, number>> = { daily: 1, weekly: 24, monthly: 24, permanent: 1 };
const PERIOD_HOURS: Readonly<Record<LimitPeriod, number>> = { daily: 24, weekly: 7 * 24, monthly: 31 * 24, permanent: 24 };

/**
 * The session-limit choices of a period in minutes (spec 3 §9): the setting sessionTimeValues
 * read as hours for a day and as days for a week or a month (factor 1 and 24), kept within the
 * period's length. Values that are not positive whole numbers are skipped.
 */
export function sessionTimeChoices(values: unknown, period: LimitPeriod): number[] {
  if (!Array.isArray(values)) return [];
  const minutes = values
    .filter((value): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0)
    .map((value) => value * PERIOD_FACTOR[period] * 60)
    .filter((value) => value <= PERIOD_HOURS[period] * 60);
  return [...new Set(minutes)].sort((a, b) => a - b);
}
