import type { Overlay, OverlayPatch } from './content-source';
import { isJsonObject } from './is-json-object';
import type { JsonObject } from './json-value';
import { mergePatch } from './merge-patch';
import type { MethodFlags } from './method-flags';

const merge = (target: JsonObject, patch: JsonObject | undefined): JsonObject => {
  if (patch === undefined) return structuredClone(target);
  const merged = mergePatch(target, patch);
  return isJsonObject(merged) ? merged : {};
};

/** Base schema and ui with a market overlay merged (RFC 7396); placeholders are still unbound. */
export function mergeOverlay(base: { schema: JsonObject; ui: JsonObject }, overlay: Overlay | undefined): { schema: JsonObject; ui: JsonObject } {
  return { schema: merge(base.schema, overlay?.schema), ui: merge(base.ui, overlay?.ui) };
}

/**
 * Base schema and ui with every overlay of a chain merged in order (RFC 7396, the later wins),
 * and the flags the chain sets (a later layer overrides a flag, `null` removes it).
 */
export function mergeChain(
  base: { schema: JsonObject; ui: JsonObject },
  patches: readonly OverlayPatch[],
): { schema: JsonObject; ui: JsonObject; flags: MethodFlags } {
  let schema = structuredClone(base.schema);
  let ui = structuredClone(base.ui);
  let flags: JsonObject = {};
  for (const patch of patches) {
    schema = merge(schema, patch.schema);
    ui = merge(ui, patch.ui);
    if (patch.flags) flags = merge(flags, patch.flags as JsonObject);
  }
  return { schema, ui, flags };
}
