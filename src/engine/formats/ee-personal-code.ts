import { balticCheckDigit } from './baltic-check-digit';
import type { Format } from './format';

/**
 * Estonian personal code (isikukood): G YYMMDD NNN C, G 1–8 (century and sex), C the shared
 * Baltic mod-11 check digit (Smart-ID identifies by it).
 */
export const eePersonalCode: Format = (value) => {
  if (!/^[1-8]\d{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  return balticCheckDigit(digits.slice(0, 10)) === digits[10];
};
