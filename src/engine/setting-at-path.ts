import { isJsonObject } from './is-json-object';

export type SettingLookup = { found: true; value: unknown } | { found: false };

/** Reads a dotted settings path ("fe.passwordLimits.min") from a settings snapshot. */
export function settingAtPath(settings: unknown, path: string): SettingLookup {
  let current: unknown = settings;
  for (const segment of path.split('.')) {
    if (!isJsonObject(current) || !Object.hasOwn(current, segment)) return { found: false };
    current = current[segment];
  }
  return { found: true, value: current };
}
