import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/engine/json-value';
import { runRules } from '../../src/engine/run-rules';
import type { RuleContext } from '../../src/engine/rules/rule';
import type { RuleDefinition } from '../../src/engine/rules/rule-definition';
import { runtimeInput } from '../../src/engine/runtime-inputs/check-runtime-inputs';
import { RuntimeInputError } from '../../src/engine/runtime-inputs/runtime-input-error';
import { testContext } from './rules/test-context';

const ctx: RuleContext = testContext();

describe('runRules', () => {
  it('runs every x-rules entry and concatenates the issues', () => {
    const schema: JsonObject = {
      'x-rules': {
        confirmEmail: { rule: 'sameAs', params: { field: 'confirmEmail', other: 'email' } },
        bonusCode: { rule: 'bonusCodeLength', params: { field: 'promoCode', campaign: 'campaignId' } },
      },
    };
    expect(runRules(schema, { email: 'a@b.co', confirmEmail: 'x@b.co', campaignId: 0, promoCode: 'x' }, ctx)).toEqual([
      { field: '/confirmEmail', code: 'mustMatch' },
      { field: '/promoCode', code: 'bonusCode', params: { min: 3, max: 32 } },
    ]);
  });

  it('returns nothing without x-rules', () => {
    expect(runRules({ type: 'object' }, {}, ctx)).toEqual([]);
  });

  it('throws on an unknown rule', () => {
    expect(() => runRules({ 'x-rules': { broken: { rule: 'nope' } } }, {}, ctx)).toThrow('Unknown rule "nope"');
  });

  it('uses a given registry (features add their own rules)', () => {
    const registry = { always: { run: () => [{ field: '', code: 'formLevel' }], required: [], fieldParams: [], settingParams: [] } };
    expect(runRules({ 'x-rules': { always: { rule: 'always' } } }, {}, ctx, registry)).toEqual([{ field: '', code: 'formLevel' }]);
  });

  describe('runtime inputs', () => {
    /** a rule reading the runtime input "currencies": the chosen currency must be on offer */
    const offered: RuleDefinition = {
      run: (data, _params, ruleCtx) =>
        runtimeInput(ruleCtx.inputs, 'currencies', 'deposit').includes(String(data.currency)) ? [] : [{ field: '/currency', code: 'oneOf' }],
      required: [],
      fieldParams: [],
      settingParams: [],
      reads: ['currencies'],
    };
    const registry = { offeredCurrency: offered };
    const schema: JsonObject = { $id: 'deposit', 'x-inputs': ['currencies'], 'x-rules': { currency: { rule: 'offeredCurrency' } } };

    it('hands the declared inputs to the rules as ctx.inputs', () => {
      expect(runRules(schema, { currency: 'EUR' }, { ...ctx, inputs: { currencies: ['EUR'] } }, registry)).toEqual([]);
      expect(runRules(schema, { currency: 'SEK' }, { ...ctx, inputs: { currencies: ['EUR'] } }, registry)).toEqual([{ field: '/currency', code: 'oneOf' }]);
    });

    it('throws a RuntimeInputError naming the form and the input when a declared input is missing or malformed', () => {
      expect(() => runRules(schema, {}, ctx, registry)).toThrow(RuntimeInputError);
      expect(() => runRules(schema, {}, ctx, registry)).toThrow('Form "deposit": runtime input "currencies" is declared but was not given');
      expect(() => runRules(schema, {}, { ...ctx, inputs: { currencies: 'EUR' } }, registry)).toThrow('Form "deposit": runtime input "currencies" is malformed: the value must be an array');
    });

    it('checks declared inputs even when no rule reads them', () => {
      expect(() => runRules({ $id: 'registration', 'x-inputs': ['campaigns'] }, {}, ctx)).toThrow('Form "registration": runtime input "campaigns" is declared but was not given');
    });

    it('refuses a rule that reads an input its form does not declare', () => {
      const undeclared: JsonObject = { $id: 'deposit', 'x-rules': { currency: { rule: 'offeredCurrency' } } };
      expect(() => runRules(undeclared, {}, { ...ctx, inputs: { currencies: ['EUR'] } }, registry)).toThrow(
        'Form "deposit": runtime input "currencies" is read by rule "offeredCurrency" but the form does not declare it in x-inputs',
      );
    });
  });
});
