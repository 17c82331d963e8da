import { isJsonObject } from '../../src/engine/is-json-object';
import type { JsonObject, JsonValue } from '../../src/engine/json-value';
import { fieldValidatorKey } from '../../src/renderer/validation/field-validator-key';

/** Root keywords that say nothing about a single field's value (or only about unknown keys). */
const NEUTRAL_ROOT_KEYS = new Set(['$schema', '$id', '$comment', 'title', 'description', 'type', 'properties', 'required', 'definitions', '$defs', 'default', 'examples']);
/** Root keywords whose subtree names the fields it reads or changes (conditions, combinations). */
const NAMING_ROOT_KEYS = new Set(['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'dependencies', 'dependentRequired', 'dependentSchemas']);

/** Every property name a schema subtree mentions: `properties` keys, `required` entries, dependency keys and lists. */
function namedFields(node: JsonValue, names: Set<string>): void {
  if (Array.isArray(node)) {
    node.forEach((item) => namedFields(item, names));
    return;
  }
  if (!isJsonObject(node)) return;
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith('x-') || key === 'enum' || key === 'const' || key === 'default' || key === 'examples') continue;
    if (key === 'properties' && isJsonObject(child)) Object.keys(child).forEach((name) => names.add(name));
    if (key === 'required' && Array.isArray(child)) child.forEach((name) => typeof name === 'string' && names.add(name));
    if ((key === 'dependencies' || key === 'dependentRequired' || key === 'dependentSchemas') && isJsonObject(child)) {
      for (const [name, value] of Object.entries(child)) {
        names.add(name);
        if (Array.isArray(value)) value.forEach((other) => typeof other === 'string' && names.add(other));
      }
    }
    namedFields(child, names);
  }
}

/**
 * One schema per top-level field that nothing else in the form's schema reads: the field's own
 * schema (and whether it is required) inside an object, so its validator reports exactly what the
 * whole-form validator reports for that field (the same instance and schema paths), and costs the
 * field, not the form. A field named by a condition (`allOf` / `if` / `dependencies` …) gets none:
 * its verdict depends on other fields, so a blur there validates the whole form. A root keyword
 * this does not know (say `minProperties`) gives no field validators at all.
 */
export function fieldValidatorSchemas(schema: JsonObject): JsonObject[] {
  const formId = schema.$id;
  const properties = schema.properties;
  if (typeof formId !== 'string' || !isJsonObject(properties)) return [];
  const conditioned = new Set<string>();
  for (const [key, child] of Object.entries(schema)) {
    if (key.startsWith('x-') || NEUTRAL_ROOT_KEYS.has(key)) continue;
    if (key === 'additionalProperties' && typeof child === 'boolean') continue;
    if (!NAMING_ROOT_KEYS.has(key)) return [];
    namedFields({ [key]: child }, conditioned);
  }
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : []);
  const shared: JsonObject = {};
  if (schema.definitions !== undefined) shared.definitions = schema.definitions;
  if (schema.$defs !== undefined) shared.$defs = schema.$defs;
  // a form-wide error code (`x-errorCode.required`) applies to the field's own verdict too
  if (schema['x-errorCode'] !== undefined) shared['x-errorCode'] = schema['x-errorCode'];
  return Object.entries(properties)
    .filter(([name]) => !conditioned.has(name))
    .map(([name, property]) => ({
      $id: fieldValidatorKey(formId, name),
      type: 'object',
      properties: { [name]: property },
      ...(required.has(name) ? { required: [name] } : {}),
      ...shared,
    }));
}
