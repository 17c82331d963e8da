import { parseRomanianNationalId } from '../parse-romanian-national-id';
import { stringParam } from '../rules/rule-params';
import type { Effect } from './effect';
import { withoutField } from './without-field';

/** Spec 1 §5 (ROU): a valid CNP fills birthDate and gender; an invalid one resets birthDate. */
export const fillFromRomanianNationalId: Effect = (data, params) => {
  const value = data[stringParam(params, 'field')];
  if (typeof value !== 'string' || value === '') return data;
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
