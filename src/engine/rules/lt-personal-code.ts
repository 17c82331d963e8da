import { fieldPointer } from '../field-pointer';
import { ltPersonalCode as isLtPersonalCode } from '../formats/lt-personal-code';
import { isBlank } from './is-blank';
import type { Rule } from './rule';
import { stringParam } from './rule-params';

/**
 * A Lithuanian personal code (Smart-ID / mobile ID identification). With a
 * `country` param the rule applies only while that field is LTU → ltPersonalCode.
 */
export const ltPersonalCode: Rule = (data, params) => {
  if (typeof params.country === 'string' && data[params.country] !== 'LTU') return [];
  const field = stringParam(params, 'field');
  const value = data[field];
  if (isBlank(value) || (typeof value === 'string' && isLtPersonalCode(value))) return [];
  return [{ field: fieldPointer(field), code: 'ltPersonalCode' }];
};
