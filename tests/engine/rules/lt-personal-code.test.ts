import { describe, expect, it } from 'vitest';
import { ltPersonalCode } from '../../../src/engine/rules/lt-personal-code';
import { testContext } from './test-context';

describe('ltPersonalCode rule', () => {
  it('accepts a valid code and rejects a wrong check digit', () => {
    expect(ltPersonalCode({ personalCode: '39001011237' }, { field: 'personalCode' }, testContext())).toEqual([]);
    expect(ltPersonalCode({ personalCode: '39001011238' }, { field: 'personalCode' }, testContext())).toEqual([
      { field: '/personalCode', code: 'ltPersonalCode' },
    ]);
  });
  it('with a country param applies only to LTU', () => {
    const params = { field: 'personalCode', country: 'country' };
    expect(ltPersonalCode({ personalCode: 'x', country: 'EST' }, params, testContext())).toEqual([]);
    expect(ltPersonalCode({ personalCode: 'x', country: 'LTU' }, params, testContext())).toHaveLength(1);
  });
});
