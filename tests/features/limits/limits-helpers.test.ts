import { describe, expect, it } from 'vitest';
import type { LimitPeriodData, LimitsData } from '../../../src/api/endpoints';
import { DEFAULT_LIMIT_REGIME, limitRegimeOf, type LimitRegime } from '../../../src/engine/limits/limit-regime';
import { settingsFor } from '../../../src/engine/settings-for';
import { exclusionMonths } from '../../../src/features/limits/account-closure-implementations';
import { depositLimitRuleApplies, missingDepositLimits } from '../../../src/features/limits/deposit-limits-required';
import { exclusionProvidersOf } from '../../../src/features/limits/exclusion-providers';
import type { LimitEditorContext } from '../../../src/features/limits/limit-editor-context';
import { formDataOf, limitChangesOf } from '../../../src/features/limits/limit-editor-implementations';
import { sessionTimeChoices } from '../../../src/features/limits/session-time-choices';
import { offersMaxBalance } from '../../../src/features/limits/use-limit-regime';

const period = (amount: string | null, autoRenew = false): LimitPeriodData => ({
  amount,
  availableAmount: amount,
  usedAmount: '0.00',
  minAmount: '1.00',
  maxAmount: '1000000.00',
  newAmount: null,
  amountEffectiveTime: null,
  endTime: null,
  autoRenew,
  increasingRequiresConfirmation: false,
  removalRequiresConfirmation: false,
  removalToBeConfirmed: false,
  removalEffectiveTime: null,
  removeDisabled: false,
  increasingEffectiveHours: 24,
});
const limits = (deposit: Record<string, LimitPeriodData>): LimitsData => ({ currency: 'SEK', regime: DEFAULT_LIMIT_REGIME, limits: { deposit } });
const context = (data: Record<string, unknown>, formId = 'limit-deposit'): LimitEditorContext => ({
  limitType: formId === 'limit-max-balance' ? 'maxBalance' : 'deposit',
  formId,
  data,
  serverErrors: [],
  notice: null,
  command: null,
  saved: null,
});

describe('Swedish limits before deposit', () => {
  const swedish: LimitRegime = { ...DEFAULT_LIMIT_REGIME, id: 'swe', mandatoryPeriods: { deposit: ['daily', 'weekly', 'monthly'] } };
  const under = (regime: LimitRegime, deposit: Record<string, LimitPeriodData>): LimitsData => ({ ...limits(deposit), regime });

  it("asks for the periods the player's regime makes mandatory, only with requireLimitBeforeDeposit including deposit", () => {
    const some = { daily: period('100.00'), weekly: period(null), monthly: period(null) };
    expect(missingDepositLimits(['deposit'], under(swedish, some))).toEqual(['weekly', 'monthly']);
    expect(missingDepositLimits(['deposit'], under(swedish, { daily: period('1'), weekly: period('2'), monthly: period('3') }))).toEqual([]);
    expect(missingDepositLimits([], under(swedish, some))).toEqual([]);
    expect(depositLimitRuleApplies(['deposit'])).toBe(true);
    expect(depositLimitRuleApplies('deposit')).toBe(false);
  });

  it('reads the rule from the regime, not a country name: no mandatory periods, no gate', () => {
    const some = { daily: period('100.00'), weekly: period(null), monthly: period(null) };
    expect(missingDepositLimits(['deposit'], under(DEFAULT_LIMIT_REGIME, some))).toEqual([]);
    // a regime that made only the monthly limit mandatory asks for exactly that
    expect(missingDepositLimits(['deposit'], under({ ...DEFAULT_LIMIT_REGIME, mandatoryPeriods: { deposit: ['monthly'] } }, some))).toEqual(['monthly']);
  });

  it("follows the content: Sweden's settings make daily, weekly and monthly mandatory, GBR's none", () => {
    const some = { daily: period('100.00'), weekly: period(null), monthly: period(null) };
    expect(missingDepositLimits(['deposit'], under(limitRegimeOf(settingsFor('SWE').fe), some))).toEqual(['weekly', 'monthly']);
    expect(missingDepositLimits(['deposit'], under(limitRegimeOf(settingsFor('GBR').fe), some))).toEqual([]);
  });
});

describe('max balance offered by the regime', () => {
  it('is offered where the regime has its own max-balance rule (NLD), nowhere else', () => {
    expect(offersMaxBalance(limitRegimeOf(settingsFor('NLD').fe))).toBe(true);
    for (const market of ['SWE', 'GBR', 'MLT', 'EST', 'INT']) expect(offersMaxBalance(limitRegimeOf(settingsFor(market).fe))).toBe(false);
    expect(offersMaxBalance(null)).toBe(false);
  });
});

describe('limit editor data', () => {
  it('fills the form with the amounts in force and their auto-renew flags; a period without a limit is left to the schema default', () => {
    expect(formDataOf(limits({ daily: period('100.00', true), weekly: period(null), monthly: period('900.00') }), context({}))).toEqual({
      daily: '100.00',
      dailyAutoRenew: true,
      monthly: '900.00',
      monthlyAutoRenew: false,
    });
    const session: LimitsData = { currency: 'EUR', regime: DEFAULT_LIMIT_REGIME, limits: { session: { daily: period(null), weekly: period('600', true), monthly: period(null) } } };
    expect(formDataOf(session, { ...context({}), limitType: 'session', formId: 'limit-session' })).toEqual({ weekly: '600', weeklyAutoRenew: true });
  });

  it('sends every period, an empty one as no change, a decimal comma as a point', () => {
    expect(limitChangesOf(context({ daily: '12,50', weekly: '', monthlyAutoRenew: true }))).toEqual({
      daily: { amount: '12.50', autoRenew: false },
      weekly: { amount: null, autoRenew: false },
      monthly: { amount: null, autoRenew: true },
    });
  });
});

describe('session time choices', () => {
  it('reads sessionTimeValues as hours a day and days a week or month, within the period', () => {
    expect(sessionTimeChoices([1, 2, 6, 12, 48], 'daily')).toEqual([60, 120, 360, 720]);
    expect(sessionTimeChoices([1, 2, 8], 'weekly')).toEqual([1440, 2880]);
    expect(sessionTimeChoices([1, 12], 'monthly')).toEqual([1440, 17280]);
    expect(sessionTimeChoices('6', 'daily')).toEqual([]);
    expect(sessionTimeChoices([0, -1, 1.5, 'x'], 'daily')).toEqual([]);
  });
});

describe('exclusion', () => {
  it('keeps only known provider codes with https links', () => {
    expect(
      exclusionProvidersOf([
        { code: 3, url: 'https://www.spelpaus.se' },
        { code: 4, url: 'https://example.org' },
        { code: 0, url: 'javascript:alert(1)' },
        null,
      ]),
    ).toEqual([{ code: 3, url: 'https://www.spelpaus.se' }]);
    expect(exclusionProvidersOf(undefined)).toEqual([]);
  });

  it('reads the self-exclusion choice as months, permanent as 0', () => {
    expect(exclusionMonths('12')).toBe(12);
    expect(exclusionMonths('permanent')).toBe(0);
  });
});
