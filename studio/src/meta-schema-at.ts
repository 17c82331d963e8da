type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The meta-schema (schemas/meta/<name>.schema.json) and the pointer inside it a content file starts at. */
export interface MetaStart {
  meta: string;
  /** a local pointer ("#/definitions/methodOverlay") or "#" for the root */
  ref: string;
  /** the path inside the content file that the start describes (an overlay's "schema" part is a form schema) */
  path: string[];
}

/**
 * Which meta-schema describes the place `path` of a content file: overlays are merge patches, so
 * their "schema" part is read against form.schema.json and their "ui" part against ui.schema.json.
 */
export function metaStartFor(file: string, path: readonly string[]): MetaStart | undefined {
  const patch = (offset: number, own: MetaStart): MetaStart => {
    const part = path[offset];
    if (part === 'schema') return { meta: 'form', ref: '#', path: path.slice(offset + 1) };
    if (part === 'ui') return { meta: 'ui', ref: '#', path: path.slice(offset + 1) };
    return own;
  };
  if (/^schemas\/forms\/[^/]+\/schema\.json$/.test(file)) return { meta: 'form', ref: '#', path: [...path] };
  if (/^schemas\/forms\/[^/]+\/ui\.json$/.test(file)) return { meta: 'ui', ref: '#', path: [...path] };
  if (/^schemas\/forms\/[^/]+\/markets\/[^/]+\.json$/.test(file)) return patch(0, { meta: 'overlay', ref: '#', path: [...path] });
  if (/^schemas\/cashier\/methods\/[^/]+\/markets\/[^/]+\.json$/.test(file)) {
    return path.length > 1 ? patch(1, { meta: 'cashier-method-overlay', ref: '#/definitions/methodMarketOverlay', path: [...path] }) : { meta: 'cashier-method-overlay', ref: '#/definitions/methodMarketOverlay', path: [...path] };
  }
  if (/^schemas\/cashier\/methods\/[^/]+\/[^/]+\.json$/.test(file)) return patch(0, { meta: 'cashier-method-overlay', ref: '#/definitions/methodOverlay', path: [...path] });
  if (file === 'schemas/cashier/methods.json') return { meta: 'cashier-methods', ref: '#', path: [...path] };
  if (file === 'schemas/identification/methods.json') return { meta: 'identification-methods', ref: '#', path: [...path] };
  if (file === 'schemas/content/redirects.json') return { meta: 'redirects', ref: '#', path: [...path] };
  if (/^schemas\/menus\/[^/]+\.json$/.test(file)) return { meta: 'menu', ref: '#', path: [...path] };
  if (/^schemas\/settings\//.test(file)) return { meta: 'settings', ref: '#', path: [...path] };
  if (/^flows\/[^/]+\.flow\.json$/.test(file)) return { meta: 'flow', ref: '#', path: [...path] };
  if (/^tests\/fixtures\//.test(file)) return { meta: 'fixture', ref: '#', path: [...path] };
  return undefined;
}

/** What the meta-schema allows at a place: property names (with their $comment), enum values, references to definitions. */
export interface MetaPlace {
  properties: Map<string, string | undefined>;
  values: unknown[];
  /** names of the local definitions the place refers to ("i18nKey", "name", …) */
  refs: Set<string>;
  types: Set<string>;
}

function resolveRef(root: Schema, ref: string): Schema | undefined {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let current: unknown = root;
  for (const segment of ref.slice(2).split('/')) {
    if (!isSchema(current)) return undefined;
    current = current[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return isSchema(current) ? current : undefined;
}

/** The schema and everything it stands for (its $ref, allOf / anyOf / oneOf, then / else), each once. */
function expand(root: Schema, schema: Schema, refs: Set<string>, into: Schema[] = [], seen = new Set<Schema>()): Schema[] {
  if (seen.has(schema)) return into;
  seen.add(schema);
  into.push(schema);
  if (typeof schema.$ref === 'string') {
    const name = /^#\/(?:definitions|\$defs)\/([^/]+)$/.exec(schema.$ref)?.[1];
    if (name !== undefined) refs.add(name);
    const target = resolveRef(root, schema.$ref);
    if (target) expand(root, target, refs, into, seen);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) for (const item of list) if (isSchema(item)) expand(root, item, refs, into, seen);
  }
  for (const key of ['then', 'else'] as const) {
    const branch = schema[key];
    if (isSchema(branch)) expand(root, branch, refs, into, seen);
  }
  return into;
}

function child(schema: Schema, segment: string): Schema[] {
  if (segment === '[]') {
    const items = schema.items;
    if (isSchema(items)) return [items];
    if (Array.isArray(items)) return items.filter(isSchema);
    return [];
  }
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const own = properties[segment];
  if (isSchema(own)) return [own];
  const patterns = isSchema(schema.patternProperties) ? Object.entries(schema.patternProperties) : [];
  const matched = patterns.filter(([pattern, value]) => isSchema(value) && safeTest(pattern, segment)).map(([, value]) => value as Schema);
  if (matched.length > 0) return matched;
  return isSchema(schema.additionalProperties) ? [schema.additionalProperties] : [];
}

function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return false;
  }
}

/**
 * Walks a meta-schema (local $refs, combinators) along a content file's path and reports what is
 * allowed there: the editor's JSON-schema-aware completion of property names and values.
 */
export function metaSchemaAt(meta: unknown, start: string, path: readonly string[]): MetaPlace {
  const place: MetaPlace = { properties: new Map(), values: [], refs: new Set(), types: new Set() };
  if (!isSchema(meta)) return place;
  const first = resolveRef(meta, start);
  if (!first) return place;
  let current = expand(meta, first, new Set());
  for (const segment of path) {
    const next: Schema[] = [];
    for (const schema of current) for (const found of child(schema, segment)) expand(meta, found, new Set(), next);
    current = next;
    if (current.length === 0) return place;
  }
  const refs = new Set<string>();
  for (const schema of current) expand(meta, schema, refs);
  for (const schema of current) {
    if (isSchema(schema.properties)) {
      for (const [name, value] of Object.entries(schema.properties)) {
        if (!place.properties.has(name)) place.properties.set(name, isSchema(value) && typeof value.$comment === 'string' ? value.$comment : undefined);
      }
    }
    if (Array.isArray(schema.enum)) for (const value of schema.enum) if (!place.values.includes(value)) place.values.push(value);
    if (schema.const !== undefined && !place.values.includes(schema.const)) place.values.push(schema.const);
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    for (const type of types) if (typeof type === 'string') place.types.add(type);
  }
  place.refs = refs;
  return place;
}
