import { fieldPointer } from '../field-pointer';
import { settingAtPath } from '../setting-at-path';
import { isBlank } from './is-blank';
import type { Rule } from './rule';
import { stringParam } from './rule-params';

/**
 * `field` is required when the value of data field `when` is listed in the
 * settings list at `in` (nationalIdNumber when country ∈
 * fe.registration.mandatoryNationalIdNumberFor) → required.
 */
export const requiredWhenSetting: Rule = (data, params, ctx) => {
  const field = stringParam(params, 'field');
  const path = stringParam(params, 'in');
  const lookup = settingAtPath(ctx.settings, path);
  if (!lookup.found) throw new Error(`Unknown setting "${path}"`);
  const list = Array.isArray(lookup.value) ? lookup.value : [];
  if (!list.includes(data[stringParam(params, 'when')]) || !isBlank(data[field])) return [];
  return [{ field: fieldPointer(field), code: 'required' }];
};
