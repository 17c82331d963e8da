import type { JsonObject } from '../../../src/engine/json-value';
import { schemaFields } from '../../../src/engine/schema-fields';
import { walkSchema } from '../walk-schema';

/** Top-level field names a form can have: defined anywhere at the top level, or named in a top-level `required`. */
export function formFieldNames(schema: JsonObject): Set<string> {
  const names = new Set(schemaFields(schema).keys());
  walkSchema(schema, (node, pointer) => {
    // below a property the `required` lists belong to nested objects, not to the form
    if (pointer.includes('/properties/') || pointer.includes('/items')) return;
    if (Array.isArray(node.required)) node.required.forEach((name) => typeof name === 'string' && names.add(name));
  });
  return names;
}
