import { describe, expect, it } from 'vitest';
import { currencySymbol } from '../../src/catalogues/currency-symbol';
import { formatMoney } from '../../src/catalogues/format-money';

describe('formatMoney', () => {
  it('puts the spec symbol after the German-format amount', () => {
    expect(formatMoney('1234.5', 'EUR')).toBe('1.234,50 €');
    expect(formatMoney('12000', 'HUF')).toBe('12.000,00 HUF');
    expect(formatMoney('0.5', 'MGA')).toBe('0,50 Ar');
    expect(formatMoney('1250.5', 'SEK', { minimumFractionDigits: 0 })).toBe('1.250,5 kr');
    expect(formatMoney('n/a', 'EUR')).toBe('n/a');
  });
});

describe('currencySymbol', () => {
  it.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['SEK', 'kr'],
    ['RUB', '₽'],
    ['CNY', '¥'],
    ['JPY', '¥'],
    ['TRY', '₤'],
    ['AUD', '$'],
    ['NZD', '$'],
    ['MXN', '$'],
    ['HKD', '$'],
    ['µBTC', 'µBTC'],
    ['mBTC', 'mBTC'],
    ['BTC', 'BTC'],
    ['MGA', 'Ar'],
    ['HUF', 'HUF'],
    ['NOK', 'NOK'],
    ['constructor', 'constructor'],
  ])('%s → %s', (currency, symbol) => {
    expect(currencySymbol(currency)).toBe(symbol);
  });
});
