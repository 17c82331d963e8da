import { describe, expect, it } from 'vitest';
import { phoneLength } from '../../../src/engine/rules/phone-length';
import { testContext } from './test-context';

const params = { field: 'phoneNumber' };
const check = (phoneNumber: string, patch = {}) => phoneLength({ phoneNumber }, params, testContext(patch));
const digits = (count: number) => '1'.repeat(count);

describe('phoneLength', () => {
  it('HU numbers have 9 to 12 national digits', () => {
    expect(check(`+36${digits(8)}`)).toEqual([{ field: '/phoneNumber', code: 'phoneLength', params: { min: 9, max: 12 } }]);
    expect(check(`+36${digits(9)}`)).toEqual([]);
    expect(check(`+36${digits(12)}`)).toEqual([]);
    expect(check(`+36${digits(13)}`)).toEqual([{ field: '/phoneNumber', code: 'phoneLength', params: { min: 9, max: 12 } }]);
  });
  it('other countries use the default 9 to 15', () => {
    expect(check(`+46${digits(13)}`)).toEqual([]);
    expect(check(`+46${digits(15)}`)).toEqual([]);
    expect(check(`+46${digits(16)}`)).toEqual([{ field: '/phoneNumber', code: 'phoneLength', params: { min: 9, max: 15 } }]);
    expect(check(`+40${digits(8)}`)).toHaveLength(1);
  });
  it('follows fe.phoneNumberLength overrides keyed by ISO alpha-3', () => {
    expect(check(`+46${digits(9)}`, { fe: { phoneNumberLength: { SWE: { min: 10, max: 11 } } } })).toEqual([
      { field: '/phoneNumber', code: 'phoneLength', params: { min: 10, max: 11 } },
    ]);
  });
  it('finds the country of a shared calling code from the number', () => {
    expect(check(`+1${digits(8)}`)).toHaveLength(1);
    expect(check('+12025550123')).toEqual([]);
  });
  it('leaves empty or malformed values to required and the format', () => {
    expect(check('')).toEqual([]);
    expect(check('0036 20 123 4567')).toEqual([]);
  });
});
