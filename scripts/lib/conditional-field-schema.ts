import { isJsonObject } from '../../src/engine/is-json-object';
import type { JsonValue } from '../../src/engine/json-value';

/**
 * Keywords of a branch that can say nothing about the field: notes, and `type` (a branch's
 * `type: object` is about the form's data, never at a field). Left out of the cut.
 */
const IGNORED_KEYS = new Set(['$comment', 'title', 'description', 'type']);

/** Whether a cut subschema still says something about the field (outside its conditions). */
function mentionsField(node: JsonValue): boolean {
  if (!isJsonObject(node)) return false;
  if (node.properties !== undefined || node.required !== undefined) return true;
  const entries = Array.isArray(node.allOf) ? node.allOf : [];
  return [node.then, node.else, ...entries].some((child) => child !== undefined && mentionsField(child));
}

/**
 * A root-level subschema (an `allOf` entry, a `then` or `else`) cut down to what it says about
 * one field: its `properties` entry and whether it `required`s it, through nested `allOf` and
 * `if` / `then` / `else`, with every `if` kept whole (the condition still reads the data) and
 * every array position kept (an `allOf` entry about other fields becomes `{}`), so an error keeps
 * the schema path it has in the whole form (issuesFromAjvErrors looks codes up by that path).
 * Undefined when the subschema uses a keyword whose verdict on the field could depend on more
 * than the condition (`anyOf`, `not`, `dependencies`, `additionalProperties`, …): no field
 * validator then, the whole form decides.
 */
export function conditionalFieldSchema(node: JsonValue, field: string): JsonValue | undefined {
  if (typeof node === 'boolean') return node;
  if (!isJsonObject(node)) return undefined;
  const cut: Record<string, JsonValue> = {};
  for (const [key, child] of Object.entries(node)) {
    if (IGNORED_KEYS.has(key)) continue;
    if (key.startsWith('x-') || key === 'if') {
      cut[key] = child;
    } else if (key === 'then' || key === 'else') {
      const branch = conditionalFieldSchema(child, field);
      if (branch === undefined) return undefined;
      cut[key] = branch;
    } else if (key === 'allOf' && Array.isArray(child)) {
      const entries = child.map((entry) => conditionalFieldSchema(entry, field));
      if (entries.some((entry) => entry === undefined)) return undefined;
      // an entry about other fields only: nothing to evaluate, its position kept
      cut[key] = entries.map((entry) => (entry !== undefined && mentionsField(entry) ? entry : {}));
    } else if (key === 'properties' && isJsonObject(child)) {
      const property = child[field];
      if (property !== undefined) cut[key] = { [field]: property };
    } else if (key === 'required' && Array.isArray(child)) {
      if (child.includes(field)) cut[key] = [field];
    } else {
      return undefined;
    }
  }
  return cut;
}
