import { isJsonObject } from '../../../src/engine/is-json-object';
import type { JsonValue } from '../../../src/engine/json-value';
import { pointerJoin } from './pointer-join';

/** Visits every value of a JSON document, depth first, with its pointer. Return false to skip a value's children. */
export function walkJson(value: JsonValue, visit: (value: JsonValue, pointer: string) => boolean | void, pointer = ''): void {
  if (visit(value, pointer) === false) return;
  if (Array.isArray(value)) value.forEach((item, index) => walkJson(item, visit, pointerJoin(pointer, index)));
  else if (isJsonObject(value)) {
    for (const [key, child] of Object.entries(value)) walkJson(child, visit, pointerJoin(pointer, key));
  }
}
