import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/engine/json-value';
import { runRules } from '../../src/engine/run-rules';
import type { RuleContext } from '../../src/engine/rules/rule';
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
});
