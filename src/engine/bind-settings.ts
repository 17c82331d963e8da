import { isJsonObject } from './is-json-object';
import type { JsonValue } from './json-value';
import { isSettingPlaceholder } from './is-setting-placeholder';
import { settingAtPath } from './setting-at-path';

/** Called for every placeholder bound, with the raw setting value (before `pick`). */
export type OnSettingBound = (path: string, value: unknown) => void;

/**
 * Replaces every `{ "$setting": "fe.a.b" }` (optionally with `"pick": "keys"`)
 * by the value found in `settings`. Throws on an unknown path so a typo in
 * content can never silently produce an unconstrained schema. An `enum` bound to an
 * empty list becomes `not: {}` (nothing matches), which draft-07 accepts.
 */
export function bindSettings(json: JsonValue, settings: unknown, onBound?: OnSettingBound): JsonValue {
  if (isSettingPlaceholder(json)) {
    const path = json.$setting;
    const lookup = settingAtPath(settings, path);
    if (!lookup.found) throw new Error(`Unknown setting "${path}"`);
    onBound?.(path, lookup.value);
    if (json.pick === 'keys') {
      if (!isJsonObject(lookup.value)) throw new Error(`Setting "${path}" is not an object, cannot pick keys`);
      return Object.keys(lookup.value);
    }
    return structuredClone(lookup.value) as JsonValue;
  }
  if (Array.isArray(json)) return json.map((item) => bindSettings(item, settings, onBound));
  if (isJsonObject(json)) {
    // entries, not assignment: a content key "__proto__" must stay a key, never a prototype
    const entries = Object.entries(json).map(([key, value]): [string, JsonValue] => {
      const bound = bindSettings(value, settings, onBound);
      // an empty list setting (e.g. no country needs a national id) bound as `enum` matches
      // nothing; draft-07 forbids `enum: []`, so say "matches nothing" the way it allows
      if (key === 'enum' && isSettingPlaceholder(value) && Array.isArray(bound) && bound.length === 0) return ['not', {}];
      return [key, bound];
    });
    return Object.fromEntries(entries);
  }
  return json;
}
