/**
 * Money as integer hundredths (the one place for it: cashier and limits). Decimal strings are
 * parsed digit by digit into a bigint, so no amount ever passes through a float; limits, which
 * compare and sum in `number`, get the same value as a safe integer.
 */
const DECIMAL = /^(-?)(\d{1,15})(?:([.,])(\d{1,2}))?$/;

export interface CentsOptions {
  /** a comma is read as the decimal separator too (what a player types in hu/sv) */
  decimalComma?: boolean;
  /** a minus sign is refused */
  nonNegative?: boolean;
  /** the most digits before the separator (default 15) */
  maxWholeDigits?: number;
}

/** "12.5" → 1250n; undefined for anything that is not a decimal with at most two places. */
export function toCents(amount: string, options: CentsOptions = {}): bigint | undefined {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return undefined;
  const [, sign = '', whole = '0', separator, fraction = ''] = match;
  if (separator === ',' && !options.decimalComma) return undefined;
  if (sign === '-' && options.nonNegative) return undefined;
  if (whole.length > (options.maxWholeDigits ?? 15)) return undefined;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** 1250n → "12.50". */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  return `${negative ? '-' : ''}${(absolute / 100n).toString()}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

/** a × b / divisor rounded half away from zero, all integers. */
export function mulDivRound(a: bigint, b: bigint, divisor: bigint): bigint {
  const product = a * b;
  const negative = product < 0n !== divisor < 0n;
  const absolute = (product < 0n ? -product : product) * 2n + (divisor < 0n ? -divisor : divisor);
  const rounded = absolute / (2n * (divisor < 0n ? -divisor : divisor));
  return negative ? -rounded : rounded;
}

/** cents rounded to whole units (half up): the fee confirmation's figures (spec 2 §9). */
export function roundToWholeUnits(cents: bigint): string {
  return mulDivRound(cents, 1n, 100n).toString();
}

/**
 * A limit amount as whole cents in a safe integer ("1000.5" → 100050; a comma is a decimal
 * separator too), so limits are compared and summed as integers, never floats (spec 3 §9). Null
 * when the text is not a non-negative amount with at most 12 whole digits and 2 decimals.
 */
export function decimalCents(amount: string): number | null {
  const cents = toCents(amount, { decimalComma: true, nonNegative: true, maxWholeDigits: 12 });
  return cents === undefined ? null : Number(cents);
}

/** Whole cents (a safe integer) back to a 2-decimal string (100050 → "1000.50"). */
export function centsDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`centsDecimal: ${cents} is not a whole number of cents`);
  return fromCents(BigInt(cents));
}
