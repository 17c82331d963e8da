import { fieldPointer } from '../field-pointer';
import { bic } from '../formats/bic';
import { cardNumber } from '../formats/card-number';
import { email } from '../formats/email';
import { iban } from '../formats/iban';
import { phone } from '../formats/phone';
import type { ValidationIssue } from '../validation-issue';
import type { DerivedMethodField, ServerFieldKind } from './derive-server-method-fields';

const MAX_LENGTH = 256;
const EXPIRY = /^(0[1-9]|1[0-2])\/([0-9]{2})$/;
const CVC = /^[0-9]{3,4}$/;
const DIGITS = /^[0-9]{1,64}$/;

type KindRule = (value: string, field: DerivedMethodField, now: Date) => string | undefined;

/**
 * The named rule of each kind: the same format functions the compiled validators import, so a
 * derived field is checked like a described one (IBAN/BIC via ibantools, phone via
 * libphonenumber-js, card number with Luhn). Returns the issue code, or undefined when valid.
 */
export const DERIVED_FIELD_RULES: Readonly<Record<ServerFieldKind, KindRule>> = {
  text: () => undefined,
  hidden: () => undefined,
  email: (value) => (email(value) ? undefined : 'email'),
  phone: (value) => (phone(value) ? undefined : 'phone'),
  iban: (value) => (iban(value.replace(/\s+/g, '').toUpperCase()) ? undefined : 'iban'),
  bic: (value) => (bic(value.toUpperCase()) ? undefined : 'bic'),
  cardNumber: (value) => (cardNumber(value.replace(/[\s-]+/g, '')) ? undefined : 'creditCard'),
  cvc: (value) => (CVC.test(value) ? undefined : 'wrongFormat'),
  digits: (value) => (DIGITS.test(value) ? undefined : 'number'),
  cardExpiry: (value, _field, now) => {
    const match = EXPIRY.exec(value);
    if (!match) return 'expirationDate';
    const months = (2000 + Number(match[2])) * 12 + Number(match[1]);
    return months >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1 ? undefined : 'expirationDate';
  },
  select: (value, field) => (field.options.some((option) => option.value === value) ? undefined : 'oneOf'),
};

/**
 * Checks the values of a derived field set: required fields (unless a stored detail is used and
 * the field is not required for it), a length limit before any pattern, then the kind's rule.
 */
export function validateDerivedFields(
  fields: readonly DerivedMethodField[],
  values: Readonly<Record<string, unknown>>,
  options: { now: Date; storedDetailUsed: boolean },
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const field of fields) {
    if (options.storedDetailUsed && field.skipWithStoredDetail) continue;
    const raw = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value === '') {
      if (field.required && field.defaultValue === undefined) issues.push({ field: fieldPointer(field.name), code: 'required' });
      continue;
    }
    if (value.length > MAX_LENGTH) {
      issues.push({ field: fieldPointer(field.name), code: 'maxLength', params: { limit: MAX_LENGTH } });
      continue;
    }
    const code = DERIVED_FIELD_RULES[field.kind](value, field, options.now);
    if (code !== undefined) issues.push({ field: fieldPointer(field.name), code });
  }
  return issues;
}
