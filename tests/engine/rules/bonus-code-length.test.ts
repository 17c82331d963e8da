import { describe, expect, it } from 'vitest';
import { bonusCodeLength } from '../../../src/engine/rules/bonus-code-length';
import { testContext } from './test-context';

const params = { field: 'promoCode', campaign: 'campaignId' };
const check = (promoCode: unknown, campaignId: unknown = 0) => bonusCodeLength({ promoCode, campaignId }, params, testContext());
const issue = [{ field: '/promoCode', code: 'bonusCode', params: { min: 3, max: 32 } }];

describe('bonusCodeLength', () => {
  it('with campaignId 0 the trimmed code has 3 to 32 characters', () => {
    expect(check('abc')).toEqual([]);
    expect(check('  ab  ')).toEqual(issue);
    expect(check('x'.repeat(32))).toEqual([]);
    expect(check('x'.repeat(33))).toEqual(issue);
    expect(check(undefined)).toEqual(issue);
  });
  it('does nothing for other campaign choices', () => {
    expect(check('', -1)).toEqual([]);
    expect(check('', 7)).toEqual([]);
  });
});
