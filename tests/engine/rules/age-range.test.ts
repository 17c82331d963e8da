import { describe, expect, it } from 'vitest';
import { ageRange } from '../../../src/engine/rules/age-range';
import { testContext } from './test-context';

const params = { field: 'birthDate' };
const NOW = '2026-01-15T12:00:00Z';
const check = (birthDate: string, patch = {}, now = NOW) => ageRange({ birthDate }, params, testContext(patch, now));

describe('ageRange', () => {
  it('an 18th birthday today is old enough; tomorrow is not', () => {
    expect(check('2008-01-15')).toEqual([]);
    expect(check('2008-01-16')).toEqual([{ field: '/birthDate', code: 'minAge', params: { limit: 18 } }]);
  });
  it('turned 18 yesterday passes', () => {
    expect(check('2008-01-14')).toEqual([]);
  });
  it('uses the UTC date of ctx.now', () => {
    expect(check('2008-01-16', {}, '2026-01-15T23:59:59Z')).toHaveLength(1);
    expect(check('2008-01-16', {}, '2026-01-16T00:00:00Z')).toEqual([]);
  });
  it('takes the minimum from fe.playerAgeLimit', () => {
    expect(check('2005-01-16', { fe: { playerAgeLimit: { min: 21 } } })).toEqual([{ field: '/birthDate', code: 'minAge', params: { limit: 21 } }]);
    expect(check('2005-01-15', { fe: { playerAgeLimit: { min: 21 } } })).toEqual([]);
  });
  it('the earliest birth date is exactly max years ago', () => {
    expect(check('1926-01-15')).toEqual([]);
    expect(check('1926-01-14')).toEqual([{ field: '/birthDate', code: 'maxAge', params: { limit: 100 } }]);
  });
  it('a 29 February birthday turns 18 on 1 March in a common year', () => {
    expect(check('2008-02-29', {}, '2026-02-28T12:00:00Z')).toHaveLength(1);
    expect(check('2008-02-29', {}, '2026-03-01T12:00:00Z')).toEqual([]);
  });
  it('ignores empty or malformed dates (the format reports those)', () => {
    expect(check('')).toEqual([]);
    expect(check('2008-02-30')).toEqual([]);
  });
});
