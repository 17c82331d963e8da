import { describe, expect, it } from 'vitest';
import { checkRuntimeInputs, declaredInputs, runtimeInput } from '../../../src/engine/runtime-inputs/check-runtime-inputs';
import { RuntimeInputError } from '../../../src/engine/runtime-inputs/runtime-input-error';

const schema = { $id: 'deposit', type: 'object', properties: {}, 'x-inputs': ['amountLimits', 'currencies'] };
const LIMITS = { EUR: { min: '10.00', max: '500.00' } };

function thrown(run: () => unknown): RuntimeInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof RuntimeInputError) return error;
    throw error;
  }
  throw new Error('expected a RuntimeInputError');
}

describe('checkRuntimeInputs', () => {
  it('returns exactly the declared inputs', () => {
    const checked = checkRuntimeInputs(schema, { amountLimits: LIMITS, currencies: ['EUR'], campaigns: [] });
    expect(checked).toEqual({ amountLimits: LIMITS, currencies: ['EUR'] });
    expect(Object.isFrozen(checked)).toBe(true);
  });

  it('needs nothing from a form that declares nothing', () => {
    expect(checkRuntimeInputs({ $id: 'login', type: 'object' }, undefined)).toEqual({});
    expect(declaredInputs({ $id: 'login' })).toEqual([]);
  });

  it('throws naming the form and the input when a declared input is missing', () => {
    const error = thrown(() => checkRuntimeInputs(schema, { amountLimits: LIMITS }));
    expect([error.name, error.formId, error.input, error.problem]).toEqual(['RuntimeInputError', 'deposit', 'currencies', 'missing']);
    expect(error.message).toMatch(/^Form "deposit": runtime input "currencies" is declared but was not given \(expected the currencies/);
    expect(thrown(() => checkRuntimeInputs(schema, undefined)).input).toBe('amountLimits');
  });

  it('throws naming the form, the input and the fault when a declared input is malformed', () => {
    const error = thrown(() => checkRuntimeInputs(schema, { amountLimits: { EUR: { min: 10, max: '500' } }, currencies: ['EUR'] }));
    expect([error.formId, error.input, error.problem]).toEqual(['deposit', 'amountLimits', 'malformed']);
    expect(error.message).toContain('is malformed: EUR.min must be a decimal string');
  });

  it('throws for a declared name the registry does not know', () => {
    const error = thrown(() => declaredInputs({ $id: 'x', 'x-inputs': ['bonuses'] }));
    expect([error.formId, error.input, error.problem]).toEqual(['x', 'bonuses', 'unknown']);
  });

  it('runtimeInput reads a checked input, and throws for one the form does not declare', () => {
    const checked = checkRuntimeInputs(schema, { amountLimits: LIMITS, currencies: ['EUR'] });
    expect(runtimeInput(checked, 'currencies', 'deposit')).toEqual(['EUR']);
    const error = thrown(() => runtimeInput(checked, 'campaigns', 'deposit'));
    expect([error.input, error.problem]).toEqual(['campaigns', 'undeclared']);
  });
});
