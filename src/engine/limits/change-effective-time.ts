import type { LimitPeriod } from './limit-kinds';
import type { LimitChangeRule } from './limit-regime';
import { periodEnd } from './period-end';

const HOUR_MS = 60 * 60 * 1000;

/**
 * When an increase or a removal of a limit may take effect under a regime's rule: the delay
 * after now, and not before the current period ends when the rule waits for it (Sweden, the
 * Dutch max balance). The mock platform answers with this time and the editor shows it.
 */
export function changeEffectiveTime(rule: LimitChangeRule, period: LimitPeriod, now: Date): Date {
  const afterDelay = now.getTime() + rule.increaseDelayHours * HOUR_MS;
  const end = rule.increaseWaitsForPeriodEnd ? periodEnd(period, now) : null;
  return new Date(end === null ? afterDelay : Math.max(afterDelay, end.getTime()));
}
