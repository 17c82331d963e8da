import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../../src/catalogues/format-decimal';
import { parseDecimal } from '../../src/catalogues/parse-decimal';

/** Decimal strings with up to 2 decimals, built from integers so the generator has no float either. */
const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.integer({ min: 0, max: 99 }))
  .map(([negative, whole, cents]) => `${negative ? '-' : ''}${whole}.${String(cents).padStart(2, '0')}`);

function canonical(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[+-]/, '').split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
  return cents === 0n ? '0' : `${negative ? '-' : ''}${cents}`;
}

describe('formatDecimal', () => {
  it('shows two decimals German style by default', () => {
    expect(formatDecimal('1234.5')).toBe('1.234,50');
    expect(formatDecimal('1000000')).toBe('1.000.000,00');
    expect(formatDecimal('0.1')).toBe('0,10');
    expect(formatDecimal('abc')).toBeNull();
  });

  it('shows 0–2 decimals when asked', () => {
    const short = { minimumFractionDigits: 0 } as const;
    expect(formatDecimal('1234.50', short)).toBe('1.234,5');
    expect(formatDecimal('1234.00', short)).toBe('1.234');
    expect(formatDecimal('1234.567', short)).toBe('1.234,57');
    expect(formatDecimal('0.004', short)).toBe('0');
    expect(formatDecimal('9.995', short)).toBe('10');
    expect(formatDecimal('1234.5', { minimumFractionDigits: 0, maximumFractionDigits: 0 })).toBe('1.235');
    expect(formatDecimal('1234.56', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('1.234,6');
  });

  it('round-trips: parse(format(x)) is x for any amount with up to two decimals', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const formatted = formatDecimal(text);
        expect(formatted).not.toBeNull();
        const parsed = parseDecimal(formatted ?? '');
        expect(parsed).not.toBeNull();
        expect(canonical(parsed ?? '')).toBe(canonical(text));
      }),
    );
  });

  it('never shows float artifacts: only digits, dots every three and one comma', () => {
    fc.assert(
      fc.property(decimalText, fc.constantFrom<0 | 1 | 2>(0, 1, 2), (text, min) => {
        const formatted = formatDecimal(text, { minimumFractionDigits: min }) ?? '';
        expect(formatted).toMatch(/^-?\d{1,3}(\.\d{3})*(,\d{1,2})?$/);
        expect(formatted).not.toMatch(/e|0000000001|9999999/i);
      }),
    );
  });
});

describe('parseDecimal', () => {
  it('reads German numbers back to decimal strings', () => {
    expect(parseDecimal('1.234,50')).toBe('1234.50');
    expect(parseDecimal('-0,5')).toBe('-0.5');
    expect(parseDecimal('-0,00')).toBe('0.00');
    expect(parseDecimal('1234')).toBe('1234');
    expect(parseDecimal('12.34')).toBeNull();
    expect(parseDecimal('1,2,3')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });
});
