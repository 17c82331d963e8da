import { LIMIT_TYPES, type LimitPeriod } from '../../../engine/limits/limit-kinds';
import { limitChangeRule, type LimitRegime } from '../../../engine/limits/limit-regime';
import { periodEnd } from '../../../engine/limits/period-end';
import type { PlayerLimitBook, StoredLimitPeriod } from './player-limit-book';

/**
 * A limit without auto-renew lapses at its expiry time. Where a removal needs the player's
 * confirmation (UK), the lapse is such a removal: it waits for Confirm removal and the limit
 * keeps renewing meanwhile. Answers whether the record is gone.
 */
function lapse(record: StoredLimitPeriod, needsConfirmation: boolean, now: Date): boolean {
  if (record.amount === null || record.expiresAt == null || Date.parse(record.expiresAt) > now.getTime()) return false;
  if (!needsConfirmation) return true;
  record.removalEffectiveTime ??= record.expiresAt;
  record.expiresAt = null;
  record.autoRenew = true;
  record.renewalStopping = false;
  return false;
}

/** A renewing limit starts its next period: what was used is forgotten and the period end moves on. */
function renew(record: StoredLimitPeriod, period: LimitPeriod, unusedText: string, now: Date): void {
  if (record.amount === null) return;
  record.periodEndTime ??= periodEnd(period, now)?.toISOString() ?? null;
  let end = record.periodEndTime === null ? Number.NaN : Date.parse(record.periodEndTime);
  if (!(end <= now.getTime())) return;
  while (end <= now.getTime()) end = periodEnd(period, new Date(end))?.getTime() ?? Number.POSITIVE_INFINITY;
  record.periodEndTime = new Date(end).toISOString();
  record.usedAmount = unusedText;
}

/**
 * Applies what has come due by `now`: a pending change whose effective time has passed takes
 * effect unless the regime wants the player to confirm it; a removal likewise; a limit without
 * auto-renew lapses (limitLapseTime), a renewing one starts its next period with nothing used.
 * The platform settles before every answer, so the time itself is the only trigger (a fake clock
 * moves it).
 */
export function settleLimits(book: PlayerLimitBook, regime: LimitRegime, now: Date): void {
  for (const type of LIMIT_TYPES) {
    const periods = book[type];
    if (!periods) continue;
    const rule = limitChangeRule(regime, type);
    for (const [name, record] of Object.entries(periods)) {
      const period = name as LimitPeriod;
      if (!record) continue;
      if (lapse(record, rule.removalNeedsConfirmation, now)) {
        delete periods[period];
        continue;
      }
      if (record.removalEffectiveTime !== null && Date.parse(record.removalEffectiveTime) <= now.getTime() && !rule.removalNeedsConfirmation) {
        delete periods[period];
        continue;
      }
      if (record.newAmount !== null && record.amountEffectiveTime !== null && Date.parse(record.amountEffectiveTime) <= now.getTime() && !rule.increaseNeedsConfirmation) {
        record.amount = record.newAmount;
        record.newAmount = null;
        record.amountEffectiveTime = null;
      }
      if (period !== 'permanent') renew(record, period, type === 'session' ? '0' : '0.00', now);
    }
  }
}
