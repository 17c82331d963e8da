const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1];
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3];

function weightedMod11(digits: readonly number[], weights: readonly number[]): number {
  return digits.reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0) % 11;
}

/**
 * The mod-11 check digit Estonian (isikukood) and Lithuanian (asmens kodas) personal codes share:
 * the first weight set, the second one when that gives 10, and 0 when both give 10.
 */
export function balticCheckDigit(firstTenDigits: readonly number[]): number {
  const first = weightedMod11(firstTenDigits, FIRST_WEIGHTS);
  if (first !== 10) return first;
  const second = weightedMod11(firstTenDigits, SECOND_WEIGHTS);
  return second === 10 ? 0 : second;
}
