import type { LimitPeriod } from './limit-kinds';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the current period of a limit ends (UTC calendar periods, the platform's reset time):
 * daily at the next midnight, weekly at the next Monday midnight, monthly on the first of the
 * next month; a permanent limit has no period end (null).
 */
export function periodEnd(period: LimitPeriod, now: Date): Date | null {
  const startOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  switch (period) {
    case 'daily':
      return new Date(startOfDay + DAY_MS);
    case 'weekly': {
      // getUTCDay: 0 Sunday … 6 Saturday; days until the next Monday (1..7)
      const untilMonday = ((8 - now.getUTCDay()) % 7) || 7;
      return new Date(startOfDay + untilMonday * DAY_MS);
    }
    case 'monthly':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    case 'permanent':
      return null;
  }
}
