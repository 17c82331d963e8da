import { changeEffectiveTime } from './change-effective-time';
import type { LimitPeriod } from './limit-kinds';
import type { LimitChangeRule } from './limit-regime';
import { periodEnd } from './period-end';

/**
 * When a limit that is not renewed automatically lapses (spec 3 §3 "auto-renew flag"; the
 * platform's de-repeat change). A limit without auto-renew applies for its current period only:
 * set that way it lapses when the period ends — it only ever protected the player more. Switching
 * auto-renew off on a limit that was renewing loosens it like a removal, so the regime's delay
 * applies and the limit lapses at the first period end on or after the change's effective time
 * (Sweden: 72 h and the period end; UK: 24 h). A permanent limit has no period and never lapses
 * (null).
 */
export function limitLapseTime(rule: LimitChangeRule, period: LimitPeriod, now: Date, wasRenewing: boolean): Date | null {
  if (period === 'permanent') return null;
  if (!wasRenewing) return periodEnd(period, now);
  const effective = changeEffectiveTime(rule, period, now);
  // the first period boundary at or after the effective time (periodEnd answers the next one strictly after)
  return periodEnd(period, new Date(effective.getTime() - 1));
}
