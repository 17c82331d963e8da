import { describe, expect, it } from 'vitest';
import { cardNumber, luhnValid } from '../../../src/engine/formats/card-number';

describe('card-number format', () => {
  it('accepts card numbers with a valid Luhn check digit', () => {
    for (const value of ['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117', '4000056655665556']) {
      expect(cardNumber(value), value).toBe(true);
    }
  });

  it('rejects a wrong check digit, wrong lengths and anything but digits', () => {
    for (const value of ['4111111111111112', '5555555555554445', '41111111111', '41111111111111111111', '4111 1111 1111 1111', '4111-1111-1111-1111', '', 'abcdabcdabcdabcd']) {
      expect(cardNumber(value), value).toBe(false);
    }
  });

  it('computes the Luhn check (ISO/IEC 7812)', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('0')).toBe(true);
  });
});
