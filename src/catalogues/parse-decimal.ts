const GERMAN = /^([+-])?(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d+))?$/;

/**
 * Reads a German-format number ("1.234,50", "-0,5", "1234") back to a plain decimal string
 * ("1234.50"), digit by digit, so a typed amount never becomes a float. Null when the text is
 * not a number in that format (a dot must group thousands exactly).
 */
export function parseDecimal(text: string): string | null {
  const match = GERMAN.exec(text.trim().replace(/\s/g, ''));
  if (!match || match[2] === undefined) return null;
  const whole = match[2].replace(/\./g, '').replace(/^0+(?=\d)/, '');
  const fraction = match[3] ?? '';
  const isZero = /^0+$/.test(`${whole}${fraction}`);
  const sign = match[1] === '-' && !isZero ? '-' : '';
  return `${sign}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}
