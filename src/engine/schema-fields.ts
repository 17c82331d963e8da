import { isJsonObject } from './is-json-object';
import type { JsonObject, JsonValue } from './json-value';

const COMBINATORS = ['allOf', 'anyOf', 'oneOf'] as const;
const BRANCHES = ['then', 'else'] as const;

/**
 * The top-level fields a form schema can show: root `properties`, then those
 * that only conditional branches (allOf/anyOf/oneOf → then/else) add. The
 * first definition of a field wins.
 */
export function schemaFields(schema: JsonObject): Map<string, JsonValue> {
  const fields = new Map<string, JsonValue>();
  const visit = (node: JsonValue | undefined): void => {
    if (!isJsonObject(node)) return;
    if (isJsonObject(node.properties)) {
      for (const [name, property] of Object.entries(node.properties)) if (!fields.has(name)) fields.set(name, property);
    }
    for (const key of COMBINATORS) if (Array.isArray(node[key])) node[key].forEach(visit);
    for (const key of BRANCHES) visit(node[key]);
  };
  visit(schema);
  return fields;
}
