import { fieldPointer } from '../field-pointer';
import type { ValidationIssue } from '../validation-issue';
import { isBlank } from './is-blank';
import type { Rule } from './rule';
import { stringParam } from './rule-params';

const SPECIAL_SYMBOL = /[!@#$%^&*(),.?":{}|<>]/;
const REPEATED_THREE_TIMES = /(.)\1\1/u;

/**
 * Spec 1 §5: length from fe.passwordLimits, an uppercase letter and a digit
 * (passwordRules); strong mode (fe.passwordStrength) adds a special symbol and
 * no character three times in a row.
 */
export const passwordPolicy: Rule = (data, params, ctx) => {
  const field = stringParam(params, 'field');
  const value = data[field];
  if (isBlank(value) || typeof value !== 'string') return [];
  const { min = 6, max = 64 } = ctx.settings.fe.passwordLimits ?? {};
  const pointer = fieldPointer(field);
  const issues: ValidationIssue[] = [];
  const length = [...value].length;
  if (length < min) issues.push({ field: pointer, code: 'minLength', params: { limit: min } });
  if (length > max) issues.push({ field: pointer, code: 'maxLength', params: { limit: max } });
  if (!/\p{Lu}/u.test(value) || !/\d/.test(value)) issues.push({ field: pointer, code: 'passwordRules' });
  if (ctx.settings.fe.passwordStrength === 'strong') {
    if (!SPECIAL_SYMBOL.test(value)) issues.push({ field: pointer, code: 'requireSpecialSymbol' });
    if (REPEATED_THREE_TIMES.test(value)) issues.push({ field: pointer, code: 'repeatedCharacters' });
  }
  return issues;
};
