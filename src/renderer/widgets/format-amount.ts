/**
 * A decimal-string amount for display, German number format with 0–2 decimals (spec 2 §9) and
 * the currency code after it: "1.234,5 EUR". The string is split, never parsed into a float.
 */
export function formatAmount(amount: string, currency: string, _language?: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = fraction.slice(0, 2).replace(/0+$/, '');
  return `${negative ? '-' : ''}${grouped}${decimals === '' ? '' : `,${decimals}`} ${currency}`;
}
