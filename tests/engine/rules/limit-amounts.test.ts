import { describe, expect, it } from 'vitest';
import type { LimitEditorInput, LimitEditorPeriod } from '../../../src/engine/runtime-inputs/runtime-input-types';
import { limitAmounts } from '../../../src/engine/rules/limit-amounts';
import { RULE_REGISTRY } from '../../../src/engine/rules/rule-registry';
import type { RuleContext } from '../../../src/engine/rules/rule';
import { testContext } from './test-context';

const period = (minAmount: string, maxAmount: string): LimitEditorPeriod => ({
  amount: null,
  availableAmount: null,
  usedAmount: '0.00',
  minAmount,
  maxAmount,
  newAmount: null,
  amountEffectiveTime: null,
  endTime: null,
  autoRenew: false,
  increasingRequiresConfirmation: false,
  removalRequiresConfirmation: false,
  removalToBeConfirmed: false,
  removalEffectiveTime: null,
  removeDisabled: false,
});
const editor: LimitEditorInput = {
  type: 'deposit',
  unit: 'money',
  currency: 'EUR',
  periods: { daily: period('1.00', '1000.00'), weekly: period('1.00', '5000.00'), monthly: period('1.00', '20000.00') },
  readOnly: false,
  removalPermitted: true,
  busy: false,
  command: () => undefined,
};
const ctx: RuleContext = { ...testContext(), inputs: { limitEditor: editor } };
const run = (data: Record<string, unknown>, atLeastOne = true) => limitAmounts(data, { atLeastOne }, ctx);

describe('limitAmounts', () => {
  it('passes amounts in order and within their ranges, with a comma or a dot', () => {
    expect(run({ daily: '100', weekly: '500,50', monthly: '2000.00' })).toEqual([]);
    expect(run({ weekly: '100' })).toEqual([]);
  });

  it('asks for at least one of daily, weekly and monthly when the form says so', () => {
    expect(run({ daily: '', weekly: '', monthly: '' })).toEqual([{ field: '/daily', code: 'atLeastOneLimit' }]);
    expect(run({}, false)).toEqual([]);
  });

  it('says which ordering is broken on both fields', () => {
    expect(run({ daily: '200', weekly: '100' })).toEqual([
      { field: '/daily', code: 'notMoreThanWeekly' },
      { field: '/weekly', code: 'notLessThanDaily' },
    ]);
    expect(run({ weekly: '600', monthly: '500' })).toEqual([
      { field: '/weekly', code: 'notMoreThanMonthly' },
      { field: '/monthly', code: 'notLessThanWeekly' },
    ]);
    expect(run({ daily: '600', monthly: '500' })).toEqual([{ field: '/monthly', code: 'notLessThanDaily' }]);
  });

  it('checks each period against the minimum and maximum of the limit data, as whole cents', () => {
    expect(run({ daily: '0.99' })).toEqual([{ field: '/daily', code: 'minimum', params: { limit: '1.00' } }]);
    expect(run({ daily: '1000.01' })).toEqual([{ field: '/daily', code: 'maximum', params: { limit: '1000.00' } }]);
    expect(run({ daily: '1000.00' })).toEqual([]);
  });

  it('leaves text that is no amount to the schema pattern', () => {
    expect(run({ daily: '12.345', weekly: '1' })).toEqual([]);
  });

  it('is registered reading limitEditor', () => {
    expect(RULE_REGISTRY.limitAmounts?.reads).toEqual(['limitEditor']);
  });
});
