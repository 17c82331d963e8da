import { isJsonObject } from './is-json-object';

export interface SettingPlaceholder {
  $setting: string;
  pick?: 'keys';
}

/** A `{ "$setting": "…", "pick"?: "keys" }` object and nothing else. */
export function isSettingPlaceholder(value: unknown): value is SettingPlaceholder {
  if (!isJsonObject(value) || typeof value.$setting !== 'string') return false;
  return Object.keys(value).every((key) => key === '$setting' || (key === 'pick' && value.pick === 'keys'));
}
