import { settingAtPath } from '../setting-at-path';
import { stringParam } from '../rules/rule-params';
import type { Effect } from './effect';

/** A value not in the settings list at `setting` becomes the list's first entry (gender, spec 1 §5). */
export const forceSettingOption: Effect = (data, params, ctx) => {
  const field = stringParam(params, 'field');
  const value = data[field];
  const lookup = settingAtPath(ctx.settings, stringParam(params, 'setting'));
  const options: unknown[] = lookup.found && Array.isArray(lookup.value) ? lookup.value : [];
  if (value === undefined || options.length === 0 || options.includes(value)) return data;
  return { ...data, [field]: options[0] };
};
