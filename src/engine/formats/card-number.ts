import type { Format } from './format';

/** 12–19 digits (ISO/IEC 7812 primary account numbers), no spaces: widgets normalise what the player types. */
const PAN_SHAPE = /^[0-9]{12,19}$/;

/** The Luhn (mod 10) check digit of ISO/IEC 7812 holds: from the right, every second digit doubled. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A payment card number: 12–19 digits with a valid Luhn check digit. (No npm package in the
 * tree does this; the check is ten lines and fully tested, card-brand rules stay with the provider.)
 */
export const cardNumber: Format = (value) => PAN_SHAPE.test(value) && luhnValid(value);
