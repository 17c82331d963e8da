import { describe, expect, it } from 'vitest';
import { limitEditorProblem } from '../../../src/engine/runtime-inputs/limit-editor-problem';
import { RUNTIME_INPUT_REGISTRY } from '../../../src/engine/runtime-inputs/runtime-input-registry';

const period = {
  amount: '100.00',
  availableAmount: '100.00',
  usedAmount: '0.00',
  minAmount: '1.00',
  maxAmount: '1000.00',
  newAmount: null,
  amountEffectiveTime: null,
  endTime: null,
  autoRenew: false,
  increasingRequiresConfirmation: false,
  removalRequiresConfirmation: false,
  removalToBeConfirmed: false,
  removalEffectiveTime: null,
  removeDisabled: false,
};
const valid = { type: 'deposit', unit: 'money', currency: 'EUR', periods: { daily: period }, readOnly: false, removalPermitted: true, busy: false, command: () => undefined };

describe('runtime input limitEditor', () => {
  it('accepts the loaded limit with its command, and its empty value', () => {
    expect(limitEditorProblem(valid)).toBeUndefined();
    expect(limitEditorProblem(RUNTIME_INPUT_REGISTRY.limitEditor.empty)).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(limitEditorProblem({ ...valid, type: 'bingo' })).toMatch(/^type must be a limit type/);
    expect(limitEditorProblem({ ...valid, command: 'remove' })).toBe('command must be a function (period, command) => void');
    expect(limitEditorProblem({ ...valid, periods: { yearly: period } })).toBe('periods key "yearly" must be daily, weekly, monthly or permanent');
    expect(limitEditorProblem({ ...valid, periods: { daily: { ...period, amount: 100 } } })).toBe('periods.daily.amount must be a decimal string or null');
    expect(limitEditorProblem({ ...valid, periods: { daily: { ...period, removeDisabled: 'no' } } })).toBe('periods.daily.removeDisabled must be a boolean');
    expect(limitEditorProblem({ ...valid, unit: 'hours' })).toBe('unit must be "money" or "minutes"');
  });
});
