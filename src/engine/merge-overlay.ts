import type { Overlay } from './content-source';
import { isJsonObject } from './is-json-object';
import type { JsonObject } from './json-value';
import { mergePatch } from './merge-patch';

/** Base schema and ui with a market overlay merged (RFC 7396); placeholders are still unbound. */
export function mergeOverlay(base: { schema: JsonObject; ui: JsonObject }, overlay: Overlay | undefined): { schema: JsonObject; ui: JsonObject } {
  const merge = (target: JsonObject, patch: JsonObject | undefined): JsonObject => {
    if (patch === undefined) return structuredClone(target);
    const merged = mergePatch(target, patch);
    return isJsonObject(merged) ? merged : {};
  };
  return { schema: merge(base.schema, overlay?.schema), ui: merge(base.ui, overlay?.ui) };
}
