import { isJsonObject } from '../../../src/engine/is-json-object';
import type { JsonValue } from '../../../src/engine/json-value';

/**
 * Whether a merge patch decides the value at `pointer` of the merged document:
 * it sets that value, or replaces (with a non-object) something above it.
 */
export function overlayOwns(patch: JsonValue | undefined, pointer: string): boolean {
  if (patch === undefined) return false;
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (segments.length === 0) return !isJsonObject(patch);
  let current: JsonValue | undefined = patch;
  for (const segment of segments) {
    if (!isJsonObject(current)) return true;
    if (!Object.hasOwn(current, segment)) return false;
    current = current[segment];
  }
  return true;
}
