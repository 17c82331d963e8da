import { isJsonObject } from '../../../src/engine/is-json-object';
import { isSettingPlaceholder } from '../../../src/engine/is-setting-placeholder';
import type { JsonValue } from '../../../src/engine/json-value';
import type { PlatformSettings } from '../../../src/engine/platform-settings';
import { settingAtPath } from '../../../src/engine/setting-at-path';
import type { MetaProblem } from './meta-validators';
import { walkJson } from './walk-json';

/** Every `$setting` placeholder must name an existing setting (an object when `pick: "keys"`). */
export function checkSettingsPaths(json: JsonValue, settings: PlatformSettings | undefined): MetaProblem[] {
  const problems: MetaProblem[] = [];
  if (!settings) return problems;
  walkJson(json, (value, pointer) => {
    if (!isSettingPlaceholder(value)) return true;
    const lookup = settingAtPath(settings, value.$setting);
    if (!lookup.found) problems.push({ pointer: `${pointer}/$setting`, message: `unknown setting "${value.$setting}"` });
    else if (value.pick === 'keys' && !isJsonObject(lookup.value)) {
      problems.push({ pointer: `${pointer}/pick`, message: `setting "${value.$setting}" is not an object, cannot pick keys` });
    }
    return false;
  });
  return problems;
}
