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
/** The number of code points in `value`, counting stops at `limit`. */
function codePointsUpTo(value: string, limit: number): number {
  let count = 0;
  for (let index = 0; index < value.length && count < limit; index += 1) {
    const unit = value.charCodeAt(index);
    const next = value.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) index += 1;
    count += 1;
  }
  return count;
}

export const passwordPolicy: Rule = (data, params, ctx) => {
  const field = stringParam(params, 'field');
  const value = data[field];
  if (isBlank(value) || typeof value !== 'string') return [];
  const { min = 6, max = 64 } = ctx.settings.fe.passwordLimits ?? {};
  const pointer = fieldPointer(field);
  const issues: ValidationIssue[] = [];
  const length = codePointsUpTo(value, max + 1);
  if (length < min) issues.push({ field: pointer, code: 'minLength', params: { limit: min } });
  // Too long is rejected whatever it is made of; scanning a pasted 100,000-character value for its
  // composition would cost milliseconds on every keystroke (the fuzz stage's worst input).
  if (length > max) return [{ field: pointer, code: 'maxLength', params: { limit: max } }];
  if (!/\p{Lu}/u.test(value) || !/\d/.test(value)) issues.push({ field: pointer, code: 'passwordRules' });
  if (ctx.settings.fe.passwordStrength === 'strong') {
    if (!SPECIAL_SYMBOL.test(value)) issues.push({ field: pointer, code: 'requireSpecialSymbol' });
    if (REPEATED_THREE_TIMES.test(value)) issues.push({ field: pointer, code: 'repeatedCharacters' });
  }
  return issues;
};
