import { jsonPointer } from './json-pointer';

export interface FieldInfo {
  pointer: string;
  path: string[];
  /** rjsf element id of the field's input */
  id: string;
  /** schema title (an i18n key) when the schema gives one */
  title?: string;
}

/** Every field the schema can show (conditional branches included), by pointer and by element id. */
export interface FieldIndex {
  byPointer: ReadonlyMap<string, FieldInfo>;
  byId: ReadonlyMap<string, FieldInfo>;
}

type SchemaNode = Record<string, unknown>;

const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const SUBSCHEMA_KEYS = ['if', 'then', 'else'] as const;

function isNode(value: unknown): value is SchemaNode {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Walks `properties` through allOf/anyOf/oneOf and if/then/else, since conditional fields appear
 * only in those branches, and maps each to the id rjsf gives it (`idPrefix` + path joined by
 * `idSeparator`). Blur events carry only that id.
 */
export function buildFieldIndex(schema: SchemaNode, idPrefix: string, idSeparator: string): FieldIndex {
  const byPointer = new Map<string, FieldInfo>();
  const byId = new Map<string, FieldInfo>();

  const visit = (node: SchemaNode, parent: string[]): void => {
    const properties = node.properties;
    if (isNode(properties)) {
      for (const [name, child] of Object.entries(properties)) {
        const path = [...parent, name];
        const pointer = jsonPointer(path);
        if (!byPointer.has(pointer)) {
          const title = isNode(child) && typeof child.title === 'string' ? child.title : undefined;
          const info: FieldInfo = { pointer, path, id: [idPrefix, ...path].join(idSeparator), ...(title ? { title } : {}) };
          byPointer.set(pointer, info);
          byId.set(info.id, info);
        }
        if (isNode(child)) visit(child, path);
      }
    }
    for (const key of SUBSCHEMA_LISTS) {
      const list = node[key];
      if (Array.isArray(list)) for (const entry of list) if (isNode(entry)) visit(entry, parent);
    }
    for (const key of SUBSCHEMA_KEYS) {
      const entry = node[key];
      if (isNode(entry)) visit(entry, parent);
    }
  };

  visit(schema, []);
  return { byPointer, byId };
}
