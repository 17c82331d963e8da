import { isJsonObject } from '../is-json-object';
import type { LimitPeriod, LimitType } from './limit-kinds';

/**
 * How a market's regulator lets a player change a limit (spec 3 §9 "rules per regime"). Lives in
 * the market's settings (`fe.limitRegime`, schemas/settings/markets/<ID>.json) with a `$comment`
 * citing the rule; the mock platform computes effective times from the same data and the
 * content check (scripts/lib/content-check/check-limit-regimes.ts) refuses a regime weaker than
 * the regulator's minimum.
 */
export interface LimitChangeRule {
  /** hours an increase (and a removal) waits before it may take effect */
  increaseDelayHours: number;
  /** an increase also waits until the current period has ended */
  increaseWaitsForPeriodEnd: boolean;
  /** after the delay the player must confirm the increase (UK: explicit confirmation) */
  increaseNeedsConfirmation: boolean;
  /** after the delay the player must confirm a removal */
  removalNeedsConfirmation: boolean;
  /** a lower limit applies at once; false: it waits like an increase */
  decreaseImmediate: boolean;
}

export interface LimitRegime {
  /** the regime's short name (swe, uk, nld, mga, est, int) */
  id: string;
  /** the rule for every limit type, and overrides per type (max balance under NLD) */
  rules: { default: LimitChangeRule } & Partial<Record<LimitType, LimitChangeRule>>;
  /** periods a player must keep set per type (Sweden: daily, weekly and monthly deposit limits) */
  mandatoryPeriods?: Partial<Record<LimitType, LimitPeriod[]>>;
  /** amounts (decimal strings) above which the player must contact the operator (setting limitContactPointUrl) */
  contactAbove?: Partial<Record<LimitType, string>>;
  /** the lowest of several periods' limits applies (UK) */
  lowestPeriodApplies?: boolean;
}

/** The regime that applies when settings give none: 24 h cooling-off, decreases at once, no confirmation. */
export const DEFAULT_LIMIT_REGIME: LimitRegime = {
  id: 'int',
  rules: {
    default: {
      increaseDelayHours: 24,
      increaseWaitsForPeriodEnd: false,
      increaseNeedsConfirmation: false,
      removalNeedsConfirmation: false,
      decreaseImmediate: true,
    },
  },
};

function isRule(value: unknown): value is LimitChangeRule {
  if (!isJsonObject(value)) return false;
  return (
    typeof value.increaseDelayHours === 'number' &&
    value.increaseDelayHours >= 0 &&
    typeof value.increaseWaitsForPeriodEnd === 'boolean' &&
    typeof value.increaseNeedsConfirmation === 'boolean' &&
    typeof value.removalNeedsConfirmation === 'boolean' &&
    typeof value.decreaseImmediate === 'boolean'
  );
}

/** What is wrong with a served `fe.limitRegime`, or undefined when it has the regime's shape. */
export function limitRegimeProblem(value: unknown): string | undefined {
  if (!isJsonObject(value)) return 'must be an object';
  if (typeof value.id !== 'string' || value.id === '') return 'id must be a non-empty string';
  if (!isJsonObject(value.rules) || !isRule(value.rules.default)) return 'rules.default must be a limit change rule';
  for (const [type, rule] of Object.entries(value.rules)) {
    if (type !== 'default' && !isRule(rule)) return `rules.${type} must be a limit change rule`;
  }
  return undefined;
}

/** The market's regime from the served `fe` settings; a missing or malformed one is the default regime. */
export function limitRegimeOf(fe: unknown): LimitRegime {
  const value = isJsonObject(fe) ? fe.limitRegime : undefined;
  return limitRegimeProblem(value) === undefined ? (value as unknown as LimitRegime) : DEFAULT_LIMIT_REGIME;
}

/** The change rule of one limit type under a regime. */
export function limitChangeRule(regime: LimitRegime, type: LimitType): LimitChangeRule {
  return regime.rules[type] ?? regime.rules.default;
}
