import { stringParam } from '../rules/rule-params';
import type { Effect } from './effect';

/** Keeps only letters and digits of a text field as it is typed (spec 1 §5: "Address card number keeps only letters and digits"). */
export const lettersAndDigitsOnly: Effect = (data, params) => {
  const field = stringParam(params, 'field');
  const value = data[field];
  if (typeof value !== 'string') return data;
  const kept = value.replace(/[^\p{L}\p{N}]/gu, '');
  return kept === value ? data : { ...data, [field]: kept === '' ? undefined : kept };
};
