import type { LimitsData } from '../../api/endpoints';
import type { LimitPeriod } from '../../engine/limits/limit-kinds';

/**
 * Whether the limits-before-deposit rule can apply at all (spec 2 §6, spec 3 §2): the back-end
 * setting requireLimitBeforeDeposit includes "deposit". Whether it applies to this player is the
 * regime's answer (missingDepositLimits), so the limits must be loaded to know.
 */
export function depositLimitRuleApplies(requireLimitBeforeDeposit: unknown): boolean {
  return Array.isArray(requireLimitBeforeDeposit) && requireLimitBeforeDeposit.includes('deposit');
}

/**
 * The deposit-limit periods a player must still set before depositing: the periods the regime the
 * platform applied to this player (resolved for the player's applied country, not the served
 * market) makes mandatory for deposit limits — Sweden's daily, weekly and monthly,
 * schemas/settings/markets/SWE.json fe.limitRegime.mandatoryPeriods — that have no amount yet.
 * Empty when nothing is missing or the rule does not apply.
 */
export function missingDepositLimits(requireLimitBeforeDeposit: unknown, limits: LimitsData): LimitPeriod[] {
  if (!depositLimitRuleApplies(requireLimitBeforeDeposit)) return [];
  const mandatory = limits.regime.mandatoryPeriods?.deposit ?? [];
  const deposit = limits.limits.deposit ?? {};
  return mandatory.filter((period) => deposit[period]?.amount == null);
}
