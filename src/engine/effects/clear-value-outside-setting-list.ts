import { settingAtPath } from '../setting-at-path';
import { isJsonObject } from '../is-json-object';
import { stringParam } from '../rules/rule-params';
import type { Effect } from './effect';
import { withoutField } from './without-field';

/**
 * Clears `field` when its value is not in the settings list at `setting`; with
 * `keyField` the list is `setting[data[keyField]]` (state per country, spec 1 §5:
 * "a value not in the list is cleared"; no list for the key clears it too).
 */
export const clearValueOutsideSettingList: Effect = (data, params, ctx) => {
  const field = stringParam(params, 'field');
  const value = data[field];
  if (value === undefined) return data;
  const lookup = settingAtPath(ctx.settings, stringParam(params, 'setting'));
  let list: unknown = lookup.found ? lookup.value : undefined;
  if (typeof params.keyField === 'string') {
    const key = data[params.keyField];
    list = isJsonObject(list) && typeof key === 'string' ? list[key] : undefined;
  }
  return Array.isArray(list) && list.includes(value) ? data : withoutField(data, field);
};
