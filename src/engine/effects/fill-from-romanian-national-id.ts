import { parseRomanianNationalId } from '../parse-romanian-national-id';
import { stringParam } from '../rules/rule-params';
import type { Effect } from './effect';
import { withoutField } from './without-field';

const CNP_LENGTH = 13;

/**
 * Spec 1 §5 (ROU): a valid CNP fills birthDate and gender; an invalid one resets birthDate.
 * It acts only when the national id itself changed and is complete (a half-typed number is not
 * "invalid" yet), and, with a `country` param, only while that field says ROU.
 */
export const fillFromRomanianNationalId: Effect = (data, params, _ctx, previous) => {
  const field = stringParam(params, 'field');
  const value = data[field];
  if (typeof value !== 'string' || value.length < CNP_LENGTH) return data;
  if (previous !== undefined && previous[field] === value) return data;
  const countryField = typeof params.country === 'string' ? params.country : undefined;
  if (countryField !== undefined && data[countryField] !== 'ROU') return data;
  const birthDateField = stringParam(params, 'birthDate');
  const details = parseRomanianNationalId(value);
  if (!details) {
    if (data[birthDateField] === undefined) return data;
    return withoutField(data, birthDateField);
  }
  const next = { ...data, [birthDateField]: details.birthDate };
  if (details.gender) next[stringParam(params, 'gender')] = details.gender;
  return next;
};
