const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

export type FractionDigits = 0 | 1 | 2;

export interface DecimalFormatOptions {
  /** decimals always shown (default 2) */
  minimumFractionDigits?: FractionDigits;
  /** decimals rounded to (default 2); trailing zeros beyond the minimum are dropped */
  maximumFractionDigits?: FractionDigits;
}

/**
 * Formats a decimal string German style ("1234.5" → "1.234,50"), rounding half away from zero
 * on the digits themselves: money never passes through a float (spec 3 §9). Two decimals by
 * default; `{ minimumFractionDigits: 0 }` gives the 0–2 decimals some amounts use ("1.234,5").
 * Returns null when the text is not a plain decimal number.
 */
export function formatDecimal(amount: string, options: DecimalFormatOptions = {}): string | null {
  const max = options.maximumFractionDigits ?? 2;
  const min = Math.min(options.minimumFractionDigits ?? 2, max);
  const match = DECIMAL.exec(amount.trim());
  if (!match || (!match[2] && !match[3])) return null;
  const negative = match[1] === '-';
  const fraction = (match[3] ?? '').padEnd(max + 1, '0');
  let units = `${match[2] || '0'}${fraction.slice(0, max)}`.replace(/^0+(?=\d)/, '');
  if (Number(fraction[max]) >= 5) units = incrementDigits(units);
  units = units.padStart(max + 1, '0');
  const whole = units.slice(0, units.length - max).replace(/^0+(?=\d)/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  let decimals = max === 0 ? '' : units.slice(-max);
  while (decimals.length > min && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const isZero = /^0+$/.test(units);
  return `${negative && !isZero ? '-' : ''}${grouped}${decimals === '' ? '' : `,${decimals}`}`;
}

function incrementDigits(digits: string): string {
  const chars = digits.split('');
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    if (chars[index] !== '9') {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join('');
    }
    chars[index] = '0';
  }
  return `1${chars.join('')}`;
}
