import { describe, expect, it } from 'vitest';
import { amountInRange } from '../../../src/engine/rules/amount-in-range';
import { RULE_REGISTRY } from '../../../src/engine/rules/rule-registry';
import type { RuleContext } from '../../../src/engine/rules/rule';
import { testContext } from './test-context';

const ctx = (amountLimits: unknown): RuleContext => ({ ...testContext(), market: 'HUN', inputs: { amountLimits } });
const params = { field: 'amount', currency: 'currency' };
const limits = { HUF: { min: '1000', max: '500000.50' } };

describe('amountInRange', () => {
  it('passes amounts inside the range of the chosen currency, compared as decimals', () => {
    expect(amountInRange({ amount: '1000', currency: 'HUF' }, params, ctx(limits))).toEqual([]);
    expect(amountInRange({ amount: '500000.50', currency: 'HUF' }, params, ctx(limits))).toEqual([]);
  });
  it('reports below the minimum and above the maximum with the limit', () => {
    expect(amountInRange({ amount: '999.99', currency: 'HUF' }, params, ctx(limits))).toEqual([
      { field: '/amount', code: 'amountBelowMinimum', params: { amount: '1000', currency: 'HUF' } },
    ]);
    expect(amountInRange({ amount: '500000.51', currency: 'HUF' }, params, ctx(limits))).toEqual([
      { field: '/amount', code: 'amountAboveMaximum', params: { amount: '500000.50', currency: 'HUF' } },
    ]);
  });
  it('leaves malformed amounts and currencies without a range to other checks', () => {
    expect(amountInRange({ amount: '1e9', currency: 'HUF' }, params, ctx(limits))).toEqual([]);
    expect(amountInRange({ amount: '5', currency: 'EUR' }, params, ctx(limits))).toEqual([]);
  });
  it('is registered reading amountLimits', () => {
    expect(RULE_REGISTRY.amountInRange?.reads).toEqual(['amountLimits']);
  });
});
