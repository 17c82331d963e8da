import { balticCheckDigit } from './baltic-check-digit';
import type { Format } from './format';

/**
 * Lithuanian personal code (asmens kodas): G YYMMDD NNN C, G 1–6 (century and sex),
 * C the shared Baltic mod-11 check digit. The date part is not checked: codes for people with
 * unknown birth dates use 00.
 */
export const ltPersonalCode: Format = (value) => {
  if (!/^[1-6]\d{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  return balticCheckDigit(digits.slice(0, 10)) === digits[10];
};
