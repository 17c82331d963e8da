import { isJsonObject } from '../../src/engine/is-json-object';
import type { JsonObject, JsonValue } from '../../src/engine/json-value';
import { pointerJoin } from './content-check/pointer-join';

const SCHEMA_MAPS = ['properties', 'definitions', 'dependencies'] as const;
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const SCHEMA_SINGLES = ['if', 'then', 'else', 'not', 'additionalProperties', 'items'] as const;

/** Visits every schema node (root and sub-schemas), never property names or keyword values. */
export function walkSchema(node: JsonValue | undefined, visit: (node: JsonObject, pointer: string) => void, pointer = ''): void {
  if (!isJsonObject(node)) return;
  visit(node, pointer);
  for (const key of SCHEMA_MAPS) {
    const map = node[key];
    if (isJsonObject(map)) for (const [name, child] of Object.entries(map)) walkSchema(child, visit, pointerJoin(pointerJoin(pointer, key), name));
  }
  for (const key of SCHEMA_LISTS) {
    const list = node[key];
    if (Array.isArray(list)) list.forEach((child, index) => walkSchema(child, visit, pointerJoin(pointerJoin(pointer, key), index)));
  }
  for (const key of SCHEMA_SINGLES) {
    const child = node[key];
    if (Array.isArray(child)) child.forEach((item, index) => walkSchema(item, visit, pointerJoin(pointerJoin(pointer, key), index)));
    else walkSchema(child, visit, pointerJoin(pointer, key));
  }
}
