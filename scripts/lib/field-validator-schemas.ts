import { isJsonObject } from '../../src/engine/is-json-object';
import type { JsonObject, JsonValue } from '../../src/engine/json-value';
import { fieldValidatorKey } from '../../src/renderer/validation/field-validator-key';
import { conditionalFieldSchema } from './conditional-field-schema';

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
 * Fields whose value a condition reads, or whose verdict depends on other fields through more
 * than an `if`: named in an `if`, in `not` / `anyOf` / `oneOf`, or in a dependency. Leaving one
 * of them can change what other fields must be, so its blur validates the whole form.
 */
function readFields(node: JsonValue, names: Set<string>): void {
  if (Array.isArray(node)) {
    node.forEach((item) => readFields(item, names));
    return;
  }
  if (!isJsonObject(node)) return;
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith('x-')) continue;
    if (key === 'if' || key === 'not' || key === 'anyOf' || key === 'oneOf' || key === 'dependencies' || key === 'dependentRequired' || key === 'dependentSchemas') {
      namedFields({ [key]: child }, names);
    } else {
      readFields(child, names);
    }
  }
}

/** Field names a root-level subschema gives the form's data itself (its `properties` and `required`, through `allOf` / `then` / `else`), not names inside a field. */
function topLevelNames(node: JsonValue, names: Set<string>): void {
  if (!isJsonObject(node)) return;
  if (isJsonObject(node.properties)) Object.keys(node.properties).forEach((name) => names.add(name));
  if (Array.isArray(node.required)) node.required.forEach((name) => typeof name === 'string' && names.add(name));
  for (const entry of [node.then, node.else, ...(Array.isArray(node.allOf) ? node.allOf : [])]) if (entry !== undefined) topLevelNames(entry, names);
}

/**
 * One schema per top-level field, beside the whole-form validator, so leaving a field costs the
 * field, not the form: each reports exactly what the whole-form validator reports for that field
 * (the same instance and schema paths).
 * - A field nothing else in the schema names: its own schema (and whether it is required) inside
 *   an object.
 * - A field a condition only shapes (named in `then` / `else` of root `allOf` / `if` entries,
 *   never read by an `if`: registration's zip code, national id, state and promo code, the
 *   deposit's promo code): the same, plus the root's conditional keywords cut down to that field
 *   (conditionalFieldSchema): every `if` is evaluated on the data as in the whole form, only that
 *   field's part of each branch is validated.
 * - A field a condition reads (`if`, dependencies, `not` / `anyOf` / `oneOf`) gets none: its
 *   change can change other fields' verdicts, so a blur there validates the whole form. A root
 *   keyword this does not know (say `minProperties`) gives no field validators at all.
 */
export function fieldValidatorSchemas(schema: JsonObject): JsonObject[] {
  const formId = schema.$id;
  const properties = schema.properties;
  if (typeof formId !== 'string' || !isJsonObject(properties)) return [];
  const conditioned = new Set<string>();
  const read = new Set<string>();
  const topLevel = new Set(Object.keys(properties));
  const conditional: [string, JsonValue][] = [];
  for (const [key, child] of Object.entries(schema)) {
    if (key.startsWith('x-') || NEUTRAL_ROOT_KEYS.has(key)) continue;
    if (key === 'additionalProperties' && typeof child === 'boolean') continue;
    if (!NAMING_ROOT_KEYS.has(key)) return [];
    namedFields({ [key]: child }, conditioned);
    readFields({ [key]: child }, read);
    topLevelNames({ [key]: child }, topLevel);
    conditional.push([key, child]);
  }
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : []);
  const shared: JsonObject = {};
  if (schema.definitions !== undefined) shared.definitions = schema.definitions;
  if (schema.$defs !== undefined) shared.$defs = schema.$defs;
  // a form-wide error code (`x-errorCode.required`) applies to the field's own verdict too
  if (schema['x-errorCode'] !== undefined) shared['x-errorCode'] = schema['x-errorCode'];
  const own = (name: string): JsonObject => {
    const property = properties[name];
    return {
      $id: fieldValidatorKey(formId, name),
      type: 'object',
      ...(property === undefined ? {} : { properties: { [name]: property } }),
      ...(required.has(name) ? { required: [name] } : {}),
      ...shared,
    };
  };
  const flat = Object.keys(properties).filter((name) => !conditioned.has(name)).map(own);
  // top-level fields the conditions shape without reading them, in the order the form names them
  const shaped = [...topLevel].filter((name) => conditioned.has(name) && !read.has(name));
  const cut = shaped.flatMap((name) => {
    const parts = conditional.map(([key, child]) => [key, conditionalFieldSchema({ [key]: child }, name)] as const);
    if (parts.some(([, part]) => part === undefined)) return [];
    const keywords = Object.assign({}, ...parts.map(([, part]) => part as JsonObject)) as JsonObject;
    return [{ ...own(name), ...keywords }];
  });
  return [...flat, ...cut];
}
