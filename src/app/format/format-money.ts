import { currencySymbol } from './currency-symbol';
import { formatDecimal } from './format-decimal';

/**
 * Money as the spec shows it: German grouping, two decimals, symbol or code after the amount
 * ("1.234,50 €", "12.000,00 HUF"). Amounts are decimal strings from the server; text that is
 * not a number is shown as it came rather than as a wrong amount.
 */
export function formatMoney(amount: string, currency: string): string {
  const formatted = formatDecimal(amount);
  if (formatted === null) return amount;
  return currency === '' ? formatted : `${formatted} ${currencySymbol(currency)}`;
}
