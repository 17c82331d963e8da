import { fieldPointer } from '../field-pointer';
import { parseRomanianNationalId } from '../parse-romanian-national-id';
import type { ValidationIssue } from '../validation-issue';
import type { Rule } from './rule';
import { stringParam } from './rule-params';

/**
 * ROU (spec 1 §5): a valid CNP encodes birth date and sex; the entered birthDate
 * and gender must agree with it. An invalid CNP is the format's business.
 */
export const nationalIdMatchesBirthDate: Rule = (data, params) => {
  if (data[stringParam(params, 'country')] !== 'ROU') return [];
  const field = stringParam(params, 'field');
  const value = data[field];
  const details = typeof value === 'string' ? parseRomanianNationalId(value) : undefined;
  if (!details) return [];
  const issues: ValidationIssue[] = [];
  const birthDate = data[stringParam(params, 'birthDate')];
  if (typeof birthDate === 'string' && birthDate !== '' && birthDate !== details.birthDate) {
    issues.push({ field: fieldPointer(field), code: 'nationalIdBirthDateMismatch' });
  }
  const gender = data[stringParam(params, 'gender')];
  if (details.gender && typeof gender === 'string' && gender !== '' && gender !== details.gender) {
    issues.push({ field: fieldPointer(field), code: 'nationalIdGenderMismatch' });
  }
  return issues;
};
