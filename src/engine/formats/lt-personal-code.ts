import type { Format } from './format';

const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1];
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3];

function weightedMod11(digits: readonly number[], weights: readonly number[]): number {
  return digits.reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0) % 11;
}

/**
 * Lithuanian personal code (asmens kodas): G YYMMDD NNN C, G 1–6 (century and sex),
 * C the mod-11 check digit with the second weight set used when the first gives 10.
 * The date part is not checked: codes for people with unknown birth dates use 00.
 */
export const ltPersonalCode: Format = (value) => {
  if (!/^[1-6]\d{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const body = digits.slice(0, 10);
  let check = weightedMod11(body, FIRST_WEIGHTS);
  if (check === 10) {
    check = weightedMod11(body, SECOND_WEIGHTS);
    if (check === 10) check = 0;
  }
  return check === digits[10];
};
