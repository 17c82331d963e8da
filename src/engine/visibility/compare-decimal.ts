const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** True for a plain decimal string ("12", "-0.5", "5000.50"); exponents and blanks are not. */
export function isDecimalString(value: string): boolean {
  return DECIMAL.test(value);
}

/**
 * Compares two decimal strings exactly, digit by digit (money is never float arithmetic):
 * negative, zero or positive like a sort comparator; null when either is not a decimal.
 */
export function compareDecimal(a: string, b: string): number | null {
  const left = DECIMAL.exec(a);
  const right = DECIMAL.exec(b);
  if (!left || !right) return null;
  const [leftSign, leftDigits] = normalised(left);
  const [rightSign, rightDigits] = normalised(right);
  if (leftSign !== rightSign) return leftSign - rightSign;
  return leftSign * compareMagnitude(leftDigits, rightDigits);
}

/** sign (-1, 0, 1) and [integer, fraction] digits without insignificant zeros */
function normalised(match: RegExpExecArray): [number, [string, string]] {
  const integer = (match[2] ?? '0').replace(/^0+(?=\d)/, '').replace(/^0$/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  const zero = integer === '' && fraction === '';
  return [zero ? 0 : match[1] ? -1 : 1, [integer, fraction]];
}

function compareMagnitude([aInt, aFrac]: [string, string], [bInt, bFrac]: [string, string]): number {
  if (aInt.length !== bInt.length) return aInt.length - bInt.length;
  if (aInt !== bInt) return aInt < bInt ? -1 : 1;
  const width = Math.max(aFrac.length, bFrac.length);
  const a = aFrac.padEnd(width, '0');
  const b = bFrac.padEnd(width, '0');
  return a === b ? 0 : a < b ? -1 : 1;
}
