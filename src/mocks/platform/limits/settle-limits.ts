import { LIMIT_TYPES } from '../../../engine/limits/limit-kinds';
import { limitChangeRule, type LimitRegime } from '../../../engine/limits/limit-regime';
import type { PlayerLimitBook } from './player-limit-book';

/**
 * Applies what has come due by `now`: a pending change whose effective time has passed takes
 * effect unless the regime wants the player to confirm it; a removal likewise. The platform
 * settles before every answer, so the time itself is the only trigger (a fake clock moves it).
 */
export function settleLimits(book: PlayerLimitBook, regime: LimitRegime, now: Date): void {
  for (const type of LIMIT_TYPES) {
    const periods = book[type];
    if (!periods) continue;
    const rule = limitChangeRule(regime, type);
    for (const [period, record] of Object.entries(periods)) {
      if (!record) continue;
      if (record.removalEffectiveTime !== null && Date.parse(record.removalEffectiveTime) <= now.getTime() && !rule.removalNeedsConfirmation) {
        delete periods[period as keyof typeof periods];
        continue;
      }
      if (record.newAmount !== null && record.amountEffectiveTime !== null && Date.parse(record.amountEffectiveTime) <= now.getTime() && !rule.increaseNeedsConfirmation) {
        record.amount = record.newAmount;
        record.newAmount = null;
        record.amountEffectiveTime = null;
      }
    }
  }
}
