import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencySymbol } from '../../src/catalogues/currency-symbol';
import { formatDecimal } from '../../src/catalogues/format-decimal';
import { formatMoney } from '../../src/catalogues/format-money';

describe('formatMoney', () => {
  it.each([
    ['1234.5', 'EUR', '1.234,50 €'],
    ['0', 'EUR', '0,00 €'],
    ['12000', 'HUF', '12.000,00 HUF'],
    ['1234567.891', 'USD', '1.234.567,89 $'],
    ['99.995', 'GBP', '100,00 £'],
    ['-1234.5', 'SEK', '-1.234,50 kr'],
    ['0.5', 'MGA', '0,50 Ar'],
    ['10', 'BTC', '10,00 BTC'],
    ['10', '', '10,00'],
  ])('%s %s → %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('shows text that is no number as it came', () => {
    expect(formatMoney('n/a', 'EUR')).toBe('n/a');
    expect(formatMoney('1e5', 'EUR')).toBe('1e5');
  });
});

describe('formatDecimal', () => {
  it('rounds half away from zero on the digits, without float error', () => {
    // 1.005 and 0.285 are below their decimal value as floats; string rounding is exact
    expect(formatDecimal('1.005')).toBe('1,01');
    expect(formatDecimal('0.285')).toBe('0,29');
    expect(formatDecimal('-0.004')).toBe('0,00');
    expect(formatDecimal('-0.005')).toBe('-0,01');
    expect(formatDecimal('999999999999999999.999')).toBe('1.000.000.000.000.000.000,00');
    expect(formatDecimal('.5')).toBe('0,50');
    expect(formatDecimal('007.10')).toBe('7,10');
    expect(formatDecimal('+3')).toBe('3,00');
    expect(formatDecimal('')).toBeNull();
    expect(formatDecimal('.')).toBeNull();
  });

  it('agrees with integer cent arithmetic for any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 999 }), (whole, milli) => {
        const text = `${whole}.${String(milli).padStart(3, '0')}`;
        const cents = whole * 100n + BigInt(Math.floor(milli / 10)) + (milli % 10 >= 5 ? 1n : 0n);
        const expectedWhole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
        const expected = `${expectedWhole},${(cents % 100n).toString().padStart(2, '0')}`;
        expect(formatDecimal(text)).toBe(expected);
      }),
    );
  });
});

describe('currencySymbol', () => {
  it('uses the spec symbols and the code for everything else', () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('JPY')).toBe('¥');
    expect(currencySymbol('TRY')).toBe('₤');
    expect(currencySymbol('AUD')).toBe('$');
    expect(currencySymbol('HUF')).toBe('HUF');
    expect(currencySymbol('toString')).toBe('toString');
  });
});
