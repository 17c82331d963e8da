import { isJsonObject } from './is-json-object';
import type { JsonObject, JsonValue } from './json-value';

/**
 * JSON Merge Patch (RFC 7396). Pure: neither argument is modified; the result
 * shares no objects with them, so callers may mutate it freely.
 * Keys keep the target's order and new keys are appended, which keeps resolved
 * variants (and therefore rjsf's default field order) deterministic.
 */
export function mergePatch(target: JsonValue | undefined, patch: JsonValue): JsonValue {
  if (!isJsonObject(patch)) return structuredClone(patch);
  const result: JsonObject = isJsonObject(target) ? structuredClone(target) : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) {
      delete result[key];
    } else {
      // defineProperty and hasOwn: a content key "__proto__" stays data, never the prototype
      const current = Object.hasOwn(result, key) ? result[key] : undefined;
      Object.defineProperty(result, key, { value: mergePatch(current, value), enumerable: true, writable: true, configurable: true });
    }
  }
  return result;
}
