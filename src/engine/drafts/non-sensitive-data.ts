/**
 * What of a form's data a draft may keep: only fields the schema declares, never one marked
 * `x-sensitive` (passwords, national ids, card data, AML answers) — wherever the schema marks it
 * (a property, a conditional branch `allOf`/`if`/`then`/`else`/`oneOf`/`anyOf`, `dependencies`,
 * a local `$ref`, array `items`). Undeclared keys go too: a draft keeps what the form asks, not
 * whatever the flow context carries. Prototype keys are never copied.
 */
type Schema = Record<string, unknown>;

const DROP = Symbol('drop');
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 32;

export function isForbiddenKey(key: string): boolean {
  return FORBIDDEN_KEYS.has(key);
}

/** The data without sensitive or undeclared fields (a new object; the input is not changed). */
export function nonSensitiveData(data: Record<string, unknown>, schema: unknown): Record<string, unknown> {
  const root = isSchema(schema) ? schema : {};
  const kept = keep(data, [root], root, 0);
  return kept === DROP || !isPlainRecord(kept) ? {} : kept;
}

function keep(value: unknown, schemas: Schema[], root: Schema, depth: number): unknown {
  if (depth > MAX_DEPTH) return DROP;
  const all = expand(schemas, root);
  if (all.some((schema) => schema['x-sensitive'] === true)) return DROP;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : DROP;
  if (Array.isArray(value)) {
    const itemSchemas = all.flatMap(itemSchemasOf);
    const items: unknown[] = [];
    for (const item of value as unknown[]) {
      const keptItem = itemSchemas.length > 0 ? keep(item, itemSchemas, root, depth + 1) : isPrimitive(item) ? item : DROP;
      if (keptItem === DROP) return DROP;
      items.push(keptItem);
    }
    return items;
  }
  if (!isPlainRecord(value)) return DROP;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    const childSchemas = all.flatMap((schema) => propertySchemasOf(schema, key));
    if (childSchemas.length === 0) continue;
    const keptChild = keep(child, childSchemas, root, depth + 1);
    if (keptChild !== DROP) out[key] = keptChild;
  }
  return out;
}

/** The schemas that apply at one level: the given ones plus their combinator branches and local refs. */
function expand(schemas: Schema[], root: Schema): Schema[] {
  const seen = new Set<Schema>();
  const queue = [...schemas];
  while (queue.length > 0) {
    const schema = queue.shift() as Schema;
    if (seen.has(schema) || seen.size > 500) continue;
    seen.add(schema);
    for (const name of ['allOf', 'anyOf', 'oneOf'] as const) {
      const branches = schema[name];
      if (Array.isArray(branches)) queue.push(...branches.filter(isSchema));
    }
    for (const name of ['if', 'then', 'else'] as const) {
      const branch = schema[name];
      if (isSchema(branch)) queue.push(branch);
    }
    const dependencies = schema.dependencies;
    if (isSchema(dependencies)) queue.push(...Object.values(dependencies).filter(isSchema));
    const ref = schema.$ref;
    if (typeof ref === 'string') {
      const target = resolveLocalRef(root, ref);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

function propertySchemasOf(schema: Schema, key: string): Schema[] {
  const found: Schema[] = [];
  const properties = schema.properties;
  const declared = isSchema(properties) && Object.hasOwn(properties, key) ? properties[key] : undefined;
  if (isSchema(declared)) found.push(declared);
  else if (declared === true) found.push({});
  const patterns = schema.patternProperties;
  if (isSchema(patterns)) {
    for (const [pattern, patternSchema] of Object.entries(patterns)) {
      if (isSchema(patternSchema) && safeTest(pattern, key)) found.push(patternSchema);
    }
  }
  if (found.length === 0 && isSchema(schema.additionalProperties)) found.push(schema.additionalProperties);
  return found;
}

function itemSchemasOf(schema: Schema): Schema[] {
  const items = schema.items;
  if (isSchema(items)) return [items];
  if (Array.isArray(items)) return items.filter(isSchema);
  return [];
}

function resolveLocalRef(root: Schema, ref: string): Schema | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let current: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isSchema(current) || FORBIDDEN_KEYS.has(part) || !Object.hasOwn(current, part)) return undefined;
    current = current[part];
  }
  return isSchema(current) ? current : undefined;
}

function safeTest(pattern: string, key: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(key);
  } catch {
    return false;
  }
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPrimitive(value: unknown): boolean {
  return value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}

export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
