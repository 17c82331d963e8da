import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsDecimal, decimalCents, fromCents, mulDivRound, roundToWholeUnits, toCents } from '../../../src/engine/money/decimal-cents';

describe('money: decimal strings as integer cents', () => {
  it('reads decimals with up to two places, digit by digit', () => {
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('0.07')).toBe(7n);
    expect(toCents('-3')).toBe(-300n);
    expect(toCents('999999999999999.99')).toBe(99999999999999999n);
    for (const bad of ['1.234', '1e3', '', '.5', '12,5', 'NaN', '1 000']) expect(toCents(bad), bad).toBeUndefined();
  });
  it('takes the options: a decimal comma, no minus, a whole-digit limit', () => {
    expect(toCents('12,5', { decimalComma: true })).toBe(1250n);
    expect(toCents('-1', { nonNegative: true })).toBeUndefined();
    expect(toCents('1234567890123', { maxWholeDigits: 12 })).toBeUndefined();
  });
  it('writes cents back with two decimals', () => {
    expect(fromCents(1250n)).toBe('12.50');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(fromCents(0n)).toBe('0.00');
  });
  it('round-trips every amount exactly (no float in between)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n) + 1n, max: 10n ** 17n - 1n }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });
  it('multiplies and divides with half-away-from-zero rounding', () => {
    expect(mulDivRound(10050n, 15n, 1000n)).toBe(151n);
    expect(mulDivRound(-10050n, 15n, 1000n)).toBe(-151n);
    expect(mulDivRound(1n, 1n, 2n)).toBe(1n);
    expect(roundToWholeUnits(10150n)).toBe('102');
    expect(roundToWholeUnits(10149n)).toBe('101');
  });
  it('gives limits the same value as a safe integer, and back', () => {
    expect(decimalCents('1000.5')).toBe(100050);
    expect(decimalCents('1000,5')).toBe(100050);
    expect(decimalCents('-1')).toBeNull();
    expect(decimalCents('1234567890123')).toBeNull();
    expect(centsDecimal(100050)).toBe('1000.50');
    expect(centsDecimal(-150)).toBe('-1.50');
    expect(() => centsDecimal(0.5)).toThrow(RangeError);
  });
});
