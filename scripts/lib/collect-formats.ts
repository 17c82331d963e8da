import type { JsonValue } from '../../src/engine/json-value';
import { walkSchema } from './walk-schema';

/** Every `format` keyword value in a schema's nodes (not in x-errorCode maps or property names). */
export function collectFormats(schema: JsonValue): Set<string> {
  const found = new Set<string>();
  walkSchema(schema, (node) => {
    if (typeof node.format === 'string') found.add(node.format);
  });
  return found;
}
