import { compile } from 'json-schema-to-typescript';
import { isJsonObject } from '../../src/engine/is-json-object';
import { isSettingPlaceholder } from '../../src/engine/is-setting-placeholder';
import type { JsonObject, JsonValue } from '../../src/engine/json-value';
import { GENERATED_HEADER } from './generated-header';
import { schemaFields } from '../../src/engine/schema-fields';

const DROPPED_KEYS = new Set(['title', 'description', '$id', '$schema', '$comment', 'default', 'examples']);

/** A property schema for typing: placeholders and i18n keys removed (types do not depend on a market's settings). */
function typingSchema(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(typingSchema);
  if (!isJsonObject(value)) return value;
  const result: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (DROPPED_KEYS.has(key) || key.startsWith('x-') || isSettingPlaceholder(child)) continue;
    result[key] = typingSchema(child);
  }
  return result;
}

function pascalCase(id: string): string {
  return id.replace(/(^|[-_])([a-z0-9])/g, (_match, _sep: string, char: string) => char.toUpperCase());
}

/**
 * The data type of a form across all its market variants (merged, not yet bound):
 * every field any market can show (conditional ones included), required only
 * where every market requires it unconditionally.
 */
export async function formTypes(formId: string, variants: readonly JsonObject[]): Promise<string> {
  const properties: Record<string, JsonValue> = {};
  let required: Set<string> | undefined;
  for (const schema of variants) {
    for (const [name, property] of schemaFields(schema)) {
      if (!(name in properties)) properties[name] = typingSchema(property);
    }
    const rootRequired = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    required = required ? new Set([...required].filter((name) => rootRequired.has(name))) : rootRequired;
  }
  const schema = {
    type: 'object',
    properties,
    required: [...(required ?? [])].filter((name) => name in properties),
    additionalProperties: false,
  };
  return compile(schema as Parameters<typeof compile>[0], `${pascalCase(formId)}Data`, {
    bannerComment: `// ${GENERATED_HEADER}`,
    additionalProperties: false,
    unknownAny: true,
    format: true,
  });
}
