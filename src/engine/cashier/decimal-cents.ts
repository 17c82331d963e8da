/** Decimal-string money as integer hundredths (bigint), so no amount ever passes through a float. */
const DECIMAL = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/;

/** "12.5" → 1250n; undefined for anything that is not a decimal with at most two places. */
export function toCents(amount: string): bigint | undefined {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return undefined;
  const cents = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
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
  return (mulDivRound(cents, 1n, 100n)).toString();
}
