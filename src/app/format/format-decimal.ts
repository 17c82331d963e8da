const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * Formats a decimal string German style with two decimals ("1234.5" → "1.234,50"), rounding
 * half away from zero on the digits themselves: money never passes through a float.
 * Returns null when the text is not a plain decimal number.
 */
export function formatDecimal(amount: string): string | null {
  const match = DECIMAL.exec(amount.trim());
  if (!match || (!match[2] && !match[3])) return null;
  const negative = match[1] === '-';
  const fraction = (match[3] ?? '').padEnd(3, '0');
  let cents = `${match[2] || '0'}${fraction.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  if (Number(fraction[2]) >= 5) cents = incrementDigits(cents);
  cents = cents.padStart(3, '0');
  const whole = cents.slice(0, -2).replace(/^0+(?=\d)/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const isZero = /^0+$/.test(cents);
  return `${negative && !isZero ? '-' : ''}${grouped},${cents.slice(-2)}`;
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
