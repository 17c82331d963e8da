import { fieldPointer } from '../field-pointer';
import { email } from '../formats/email';
import { huZip } from '../formats/hu-zip';
import { nickname } from '../formats/nickname';
import { phone } from '../formats/phone';
import { countryHasStates, isPrefillType, prefillConfigOf, type PrefillValidator } from '../prefill/prefill-config';
import type { ValidationIssue } from '../validation-issue';
import { isBlank } from './is-blank';
import type { Rule } from './rule';
import { stringParam } from './rule-params';

const HTML_TAG = /<[^>]*>|[<>]/;
const LETTERS = /^[\p{L}][\p{L}\s'.-]*$/u;

/** Each named check: does the text pass, and the validation code when it does not. */
const CHECKS: Readonly<Record<PrefillValidator, { passes: (text: string) => boolean; code: string }>> = {
  email: { passes: email, code: 'email' },
  phone: { passes: phone, code: 'phone' },
  nickname: { passes: nickname, code: 'nickname' },
  bingoNickname: { passes: (text) => nickname(text) && /^[A-Za-z]/.test(text), code: 'bingoNickname' },
  hungaryZipCode: { passes: huZip, code: 'hungaryZipCode' },
  noHtml: { passes: (text) => !HTML_TAG.test(text), code: 'noHtml' },
  letters: { passes: (text) => LETTERS.test(text), code: 'invalidCharacters' },
};

/**
 * The prefill form (spec 3 §5 "Prefill form", §3 "Prefill fields"): the fields configured for the
 * form's type (`fe.prefillFields.<type>`, the type in data field `typeField`) are required when
 * mandatory — the state only when the country has states — and each carries its named validator.
 * Fields the type does not configure are not checked here (the form hides them).
 */
export const prefillFields: Rule = (data, params, ctx) => {
  const type = data[stringParam(params, 'typeField')];
  if (!isPrefillType(type)) return [{ field: '', code: 'invalidData' }];
  const issues: ValidationIssue[] = [];
  for (const field of prefillConfigOf(ctx.settings, type)) {
    const value = data[field.name];
    if (isBlank(value)) {
      const stateless = field.name === 'state' && !countryHasStates(ctx.settings, data.country);
      if (field.mandatory && !stateless) issues.push({ field: fieldPointer(field.name), code: 'required' });
      continue;
    }
    const check = field.validator ? CHECKS[field.validator] : undefined;
    if (check && typeof value === 'string' && !check.passes(value.trim())) issues.push({ field: fieldPointer(field.name), code: check.code });
  }
  return issues;
};
