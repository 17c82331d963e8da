import { fieldPointer } from '../field-pointer';
import { isBlank } from './is-blank';
import type { Rule } from './rule';
import { stringParam } from './rule-params';

/** `field` must differ from `other` (a new password differing from the old one) → mustDiffer. */
export const differentFrom: Rule = (data, params) => {
  const field = stringParam(params, 'field');
  const value = data[field];
  if (isBlank(value) || value !== data[stringParam(params, 'other')]) return [];
  return [{ field: fieldPointer(field), code: 'mustDiffer' }];
};
