import type { LimitsData } from '../../api/endpoints';
import type { LimitPeriod } from '../../engine/limits/limit-kinds';

/**
 * The deposit-limit periods a player must still set before depositing (spec 2 §6, spec 3 §2):
 * under the applied country rule SWE, when the back-end setting requireLimitBeforeDeposit
 * includes "deposit", daily, weekly and monthly deposit limits must all be set. Empty when
 * nothing is missing or the rule does not apply.
 */
export function missingDepositLimits(appliedRules: string | null, requireLimitBeforeDeposit: unknown, limits: LimitsData): LimitPeriod[] {
  if (appliedRules !== 'SWE') return [];
  if (!Array.isArray(requireLimitBeforeDeposit) || !requireLimitBeforeDeposit.includes('deposit')) return [];
  const deposit = limits.limits.deposit ?? {};
  return (['daily', 'weekly', 'monthly'] as const).filter((period) => deposit[period]?.amount == null);
}

/** Whether the rule can apply at all, before the limits are loaded. */
export function depositLimitRuleApplies(appliedRules: string | null, requireLimitBeforeDeposit: unknown): boolean {
  return appliedRules === 'SWE' && Array.isArray(requireLimitBeforeDeposit) && requireLimitBeforeDeposit.includes('deposit');
}
