const AMOUNT = /^(\d{1,12})(?:[.,](\d{1,2}))?$/;

/**
 * A limit amount as whole cents ("1000.5" → 100050), so limits are compared and summed as
 * integers, never floats (spec 3 §9). A comma is read as the decimal separator too. Null when
 * the text is not a non-negative amount with at most 2 decimals.
 */
export function decimalCents(amount: string): number | null {
  const match = AMOUNT.exec(amount.trim());
  if (!match || match[1] === undefined) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Whole cents back to a 2-decimal string (100050 → "1000.50"). */
export function centsDecimal(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return `${cents < 0 && whole === 0 ? '-' : ''}${whole}.${String(rest).padStart(2, '0')}`;
}
