import { describe, expect, it } from 'vitest';
import { ltPersonalCode } from '../../../src/engine/formats/lt-personal-code';

describe('lt-personal-code format', () => {
  it('accepts codes with a right check digit, including the second weight set', () => {
    expect(ltPersonalCode('39001011237')).toBe(true);
    expect(ltPersonalCode('48505050007')).toBe(true);
    expect(ltPersonalCode('33309240064')).toBe(true);
  });
  it('rejects a wrong check digit, first digit or length', () => {
    expect(ltPersonalCode('39001011238')).toBe(false);
    expect(ltPersonalCode('79001011237')).toBe(false);
    expect(ltPersonalCode('3900101123')).toBe(false);
  });
});
