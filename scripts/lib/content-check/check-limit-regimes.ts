import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isJsonObject } from '../../../src/engine/is-json-object';
import { LIMIT_TYPES, type LimitPeriod, type LimitType } from '../../../src/engine/limits/limit-kinds';
import { limitRegimeProblem, type LimitChangeRule, type LimitRegime } from '../../../src/engine/limits/limit-regime';
import { depositLimitPopupsProblem } from '../../../src/engine/limits/deposit-limit-popups';
import { isIntervalMinutes, timeLimitsOf, timeLimitsProblem, type TimeLimits } from '../../../src/engine/limits/time-limits';
import { mergeChain } from '../../../src/engine/merge-overlay';
import { overlayChain } from '../../../src/engine/overlay-chain';
import { createFsContentSource } from '../fs-content-source';
import type { MarketId } from '../../../src/engine/market';
import type { PlatformSettings } from '../../../src/engine/platform-settings';
import { readJson } from '../read-json';
import type { ContentError } from './content-error';

/** What a regulator requires at least of one limit type's change rule. */
interface RuleMinimum {
  minIncreaseDelayHours: number;
  waitsForPeriodEnd?: true;
  increaseNeedsConfirmation?: true;
  decreaseImmediate?: true;
}

interface RegulatorMinimum {
  /** the rule cited in the error, so whoever weakened the regime learns why it is refused */
  source: string;
  rules: Partial<Record<LimitType | 'default', RuleMinimum>>;
  mandatoryPeriods?: Partial<Record<LimitType, LimitPeriod[]>>;
  /** limit types only this regulator's players are offered; the regime offers one by giving it its own rule */
  offeredTypes?: LimitType[];
}

/**
 * Types offered only where a regulator asks for them (spec 3 §2: max balance only under NLD
 * rules). The limits page and menu offer such a type exactly when the player's regime has its
 * own rule for it (src/features/limits/use-limit-regime.ts), so the rule's presence is checked.
 */
const RESTRICTED_TYPES: readonly LimitType[] = ['maxBalance'];

/**
 * The regulators' minimums, kept in code on purpose: a market's regime (fe.limitRegime, content
 * compliance staff edit) may be stricter, never weaker, and weakening a minimum needs a code
 * review. Values from spec 3 §9 and issue 17's research.
 */
export const REGULATOR_MINIMUMS: Partial<Record<MarketId, RegulatorMinimum>> = {
  SWE: {
    source: 'Spelinspektionen (Spellagen 14 kap. 8 §, SIFS 2018:8): increases after at least 72 h and not before the period ends, decreases at once, daily, weekly and monthly deposit limits',
    rules: { default: { minIncreaseDelayHours: 72, waitsForPeriodEnd: true, decreaseImmediate: true } },
    mandatoryPeriods: { deposit: ['daily', 'weekly', 'monthly'] },
  },
  GBR: {
    source: 'UKGC RTS 12: decreases at once, increases after a 24 h cooling-off and an explicit confirmation',
    rules: { default: { minIncreaseDelayHours: 24, increaseNeedsConfirmation: true, decreaseImmediate: true } },
  },
  NLD: {
    source: 'Kansspelautoriteit: a higher max balance only after 7 days once the period has ended, decreases at once',
    rules: { default: { minIncreaseDelayHours: 24, decreaseImmediate: true }, maxBalance: { minIncreaseDelayHours: 168, waitsForPeriodEnd: true, decreaseImmediate: true } },
    offeredTypes: ['maxBalance'],
  },
  MLT: {
    source: 'MGA Player Protection Directive art. 4: decreases at once, increases and removals after 24 h',
    rules: { default: { minIncreaseDelayHours: 24, decreaseImmediate: true } },
  },
  EST: {
    source: 'Estonian Gambling Act responsible gaming measures: decreases at once, increases after 24 h',
    rules: { default: { minIncreaseDelayHours: 24, decreaseImmediate: true } },
  },
};

function ruleProblems(rule: LimitChangeRule, minimum: RuleMinimum): { key: keyof LimitChangeRule; message: string }[] {
  const problems: { key: keyof LimitChangeRule; message: string }[] = [];
  if (rule.increaseDelayHours < minimum.minIncreaseDelayHours)
    problems.push({ key: 'increaseDelayHours', message: `${rule.increaseDelayHours} h is under the regulator's minimum of ${minimum.minIncreaseDelayHours} h` });
  if (minimum.waitsForPeriodEnd && !rule.increaseWaitsForPeriodEnd) problems.push({ key: 'increaseWaitsForPeriodEnd', message: 'the regulator requires an increase to wait for the period end' });
  if (minimum.increaseNeedsConfirmation && !rule.increaseNeedsConfirmation)
    problems.push({ key: 'increaseNeedsConfirmation', message: 'the regulator requires the player to confirm an increase' });
  if (minimum.decreaseImmediate && !rule.decreaseImmediate) problems.push({ key: 'decreaseImmediate', message: 'the regulator requires a decrease to apply at once' });
  return problems;
}

/** Markets whose regulator requires reality checks with an interval the player chooses (fe.timeLimits.realityCheck, realityCheckChoice), with the rule. */
export const REALITY_CHECK_REQUIRED: Partial<Record<MarketId, string>> = {
  GBR: 'UKGC RTS 13: the customer can set a reality check reminding them of the time spent gambling',
};

/** The file that sets fe.<key> for a market: its own patch when it has one, else platform.json. */
function settingFile(root: string, market: MarketId, key: string): string {
  const file = `schemas/settings/markets/${market}.json`;
  if (!existsSync(join(root, file))) return 'schemas/settings/platform.json';
  const patch = readJson(join(root, file));
  return isJsonObject(patch) && isJsonObject(patch.fe) && patch.fe[key] !== undefined ? file : 'schemas/settings/platform.json';
}

const regimeFile = (root: string, market: MarketId) => settingFile(root, market, 'limitRegime');

/**
 * Every market's fe.timeLimits (which of reality check and session limits it offers, spec 3 §2)
 * has its shape — the menu hides the time-limits link only when both are off — a market whose
 * regulator requires reality checks keeps them and the player's choice of interval, and the
 * intervals the form offers agree with the setting (realityCheckChoiceProblems).
 */
export function checkTimeLimits(root: string, settings: ReadonlyMap<MarketId, PlatformSettings>): ContentError[] {
  const errors: ContentError[] = [];
  for (const [market, served] of settings) {
    const fe: unknown = served.fe;
    const value = isJsonObject(fe) ? fe.timeLimits : undefined;
    const file = settingFile(root, market, 'timeLimits');
    const required = REALITY_CHECK_REQUIRED[market];
    // not set: the default (session limits, the link shown) — allowed except where a regulator requires reality checks
    if (value === undefined) {
      if (required !== undefined) errors.push({ file, pointer: '/fe/timeLimits', message: `${market} must offer reality checks (${required})` });
      continue;
    }
    const shape = timeLimitsProblem(value);
    if (shape !== undefined) {
      errors.push({ file, pointer: '/fe/timeLimits', message: `time limits of ${market}: ${shape}` });
      continue;
    }
    if (required !== undefined && isJsonObject(value) && value.realityCheck !== true)
      errors.push({ file, pointer: '/fe/timeLimits/realityCheck', message: `${market} must offer reality checks (${required})` });
    if (required !== undefined && isJsonObject(value) && value.realityCheckChoice !== true)
      errors.push({ file, pointer: '/fe/timeLimits/realityCheckChoice', message: `${market} must let the player choose the reality-check interval (${required})` });
    errors.push(...realityCheckChoiceProblems(root, market, timeLimitsOf(value), file));
  }
  return errors;
}

const REALITY_CHECK_FORM = 'limit-reality-check';

/**
 * The intervals a market offers are its overlay of the form limit-reality-check (the `minutes`
 * enum); fe.timeLimits.realityCheckChoice says the Session Time page offers them. The two must
 * agree: a market with the choice offers at least two whole-minute intervals (1–1440) including its
 * default realityCheckMinutes (the interval of a player who has not chosen); a market without it
 * has no overlay offering choices nobody sees.
 */
function realityCheckChoiceProblems(root: string, market: MarketId, limits: TimeLimits, settingsPath: string): ContentError[] {
  const source = createFsContentSource(root);
  if (!source.formIds().includes(REALITY_CHECK_FORM)) return [];
  const merged = mergeChain(source.baseForm(REALITY_CHECK_FORM), overlayChain(source, REALITY_CHECK_FORM, { market }).map((layer) => layer.patch));
  const properties = merged.schema.properties;
  const minutes = isJsonObject(properties) ? properties.minutes : undefined;
  const offered = isJsonObject(minutes) && Array.isArray(minutes.enum) ? minutes.enum : [];
  const overlay = `schemas/forms/${REALITY_CHECK_FORM}/markets/${market}.json`;
  const file = existsSync(join(root, overlay)) ? overlay : `schemas/forms/${REALITY_CHECK_FORM}/schema.json`;
  const pointer = '/schema/properties/minutes/enum';
  if (!limits.realityCheckChoice) {
    return offered.length > 1 && file === overlay
      ? [{ file, pointer, message: `${market} offers reality-check intervals but fe.timeLimits.realityCheckChoice is off (${settingsPath}): nobody sees them` }]
      : [];
  }
  const errors: ContentError[] = [];
  const bad = offered.filter((value) => typeof value !== 'string' || !isIntervalMinutes(Number(value)) || String(Number(value)) !== value);
  if (bad.length > 0) errors.push({ file, pointer, message: `reality-check intervals of ${market} must be whole minutes 1–1440 written as strings: ${JSON.stringify(bad)}` });
  if (offered.length < 2) errors.push({ file, pointer, message: `${market} lets the player choose the reality-check interval (fe.timeLimits.realityCheckChoice) but its form offers ${offered.length} interval(s)` });
  if (limits.realityCheckMinutes !== null && !offered.includes(String(limits.realityCheckMinutes)))
    errors.push({ file, pointer, message: `the default reality-check interval of ${market} (fe.timeLimits.realityCheckMinutes ${limits.realityCheckMinutes}) must be one of the intervals offered` });
  return errors;
}

/**
 * Every market's limit regime (fe.limitRegime) has the regime's shape, and no regime is weaker
 * than its regulator's minimum (REGULATOR_MINIMUMS): compliance staff cannot lower the Swedish
 * 72 h delay or drop the UK confirmation by accident — the check names the file, the pointer
 * and the rule it breaks.
 */
export function checkLimitRegimes(root: string, settings: ReadonlyMap<MarketId, PlatformSettings>): ContentError[] {
  const errors: ContentError[] = [];
  for (const [market, served] of settings) {
    const fe: unknown = served.fe;
    const value = isJsonObject(fe) ? fe.limitRegime : undefined;
    const file = regimeFile(root, market);
    if (value === undefined) continue;
    const shape = limitRegimeProblem(value);
    if (shape !== undefined) {
      errors.push({ file, pointer: '/fe/limitRegime', message: `limit regime of ${market}: ${shape}` });
      continue;
    }
    const regime = value as unknown as LimitRegime;
    const minimum = REGULATOR_MINIMUMS[market];
    for (const type of RESTRICTED_TYPES) {
      const offered = regime.rules[type] !== undefined;
      const required = minimum?.offeredTypes?.includes(type) === true;
      if (required && !offered)
        errors.push({ file, pointer: `/fe/limitRegime/rules/${type}`, message: `${market} must offer ${type} limits: the regime needs its own ${type} rule (${minimum?.source ?? ''})` });
      if (!required && offered)
        errors.push({ file, pointer: `/fe/limitRegime/rules/${type}`, message: `${market} offers ${type} limits, which spec 3 §2 offers only under NLD rules: remove the ${type} rule` });
    }
    if (minimum === undefined) continue;
    // the default rule, and every type whose own rule (or the default it falls back to) a minimum covers
    for (const type of ['default', ...LIMIT_TYPES] as const) {
      const own = type === 'default' || regime.rules[type] !== undefined;
      const required = minimum.rules[type] ?? (own ? minimum.rules.default : undefined);
      if (required === undefined) continue;
      const ruleKey = own ? type : 'default';
      const rule = regime.rules[ruleKey] ?? regime.rules.default;
      for (const problem of ruleProblems(rule, required)) {
        errors.push({
          file,
          pointer: `/fe/limitRegime/rules/${ruleKey}/${problem.key}`,
          message: `${market} ${type === 'default' ? 'limits' : `${type} limits`}: ${problem.message} (${minimum.source})`,
        });
      }
    }
    for (const [type, periods] of Object.entries(minimum.mandatoryPeriods ?? {}) as [LimitType, LimitPeriod[]][]) {
      const set = regime.mandatoryPeriods?.[type] ?? [];
      const missing = periods.filter((period) => !set.includes(period));
      if (missing.length > 0)
        errors.push({ file, pointer: `/fe/limitRegime/mandatoryPeriods/${type}`, message: `${market} ${type} limits must be mandatory for ${missing.join(', ')} (${minimum.source})` });
    }
  }
  return errors;
}

/**
 * Every market's fe.depositLimitConfirmations (the cumulative form's popups and high amounts) is
 * well formed: known popup names, amounts with at most 2 decimals that do not shrink from a
 * shorter period to a longer one.
 */
export function checkDepositLimitPopups(root: string, settings: ReadonlyMap<MarketId, PlatformSettings>): ContentError[] {
  const errors: ContentError[] = [];
  for (const [market, served] of settings) {
    const fe: unknown = served.fe;
    const value = isJsonObject(fe) ? fe.depositLimitConfirmations : undefined;
    // not set: the platform default (every popup, the usual high amounts)
    const problem = value === undefined ? undefined : depositLimitPopupsProblem(value);
    if (problem !== undefined)
      errors.push({ file: settingFile(root, market, 'depositLimitConfirmations'), pointer: '/fe/depositLimitConfirmations', message: `deposit-limit confirmations of ${market}: ${problem}` });
  }
  return errors;
}
