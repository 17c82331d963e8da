import { fieldPointer } from '../field-pointer';
import type { Rule } from './rule';
import { stringParam } from './rule-params';

const MIN = 3;
const MAX = 32;

/** With campaignId 0 ("I have a promo code") the trimmed code must be 3–32 characters → bonusCode. */
export const bonusCodeLength: Rule = (data, params) => {
  if (data[stringParam(params, 'campaign')] !== 0) return [];
  const field = stringParam(params, 'field');
  const value = data[field];
  const length = typeof value === 'string' ? value.trim().length : 0;
  if (length >= MIN && length <= MAX) return [];
  return [{ field: fieldPointer(field), code: 'bonusCode', params: { min: MIN, max: MAX } }];
};
