import { currencySymbol } from './currency-symbol';
import { formatDecimal, type DecimalFormatOptions } from './format-decimal';

/**
 * Money as the spec shows it: German grouping, two decimals (0–2 with
 * `{ minimumFractionDigits: 0 }`), symbol or code after the amount ("1.234,50 €",
 * "12.000,00 HUF"). Amounts are decimal strings from the server; text that is not a number is
 * shown as it came rather than as a wrong amount.
 */
export function formatMoney(amount: string, currency: string, options?: DecimalFormatOptions): string {
  const formatted = formatDecimal(amount, options);
  if (formatted === null) return amount;
  return currency === '' ? formatted : `${formatted} ${currencySymbol(currency)}`;
}
