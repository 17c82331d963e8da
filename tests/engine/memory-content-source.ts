import type { ContentSource, MethodMarketOverlay, MethodOverlay, Overlay } from '../../src/engine/content-source';
import type { JsonObject, JsonValue } from '../../src/engine/json-value';
import type { Direction } from '../../src/engine/variant-axes';

/** A ContentSource over in-memory content, for engine tests. */
export function memoryContentSource(content: {
  forms: Record<string, { schema: JsonObject; ui?: JsonObject; markets?: Record<string, Overlay>; direction?: Direction }>;
  markets: string[];
  platform: JsonValue;
  settingsPatches?: Record<string, JsonValue>;
  /** payment methods: overlay per direction and method × market overlays */
  methods?: Record<string, { overlays: Partial<Record<Direction, MethodOverlay>>; markets?: Record<string, MethodMarketOverlay> }>;
}): ContentSource {
  const methods = content.methods ?? {};
  return {
    formIds: () => Object.keys(content.forms).sort(),
    markets: () => content.markets,
    baseForm: (formId) => {
      const form = content.forms[formId];
      if (!form) throw new Error(`no form ${formId}`);
      return { schema: form.schema, ui: form.ui ?? {} };
    },
    overlay: (formId, market) => content.forms[formId]?.markets?.[market],
    settingsFiles: () => ({ platform: content.platform, markets: content.settingsPatches ?? {} }),
    formAxes: (formId) => {
      const direction = content.forms[formId]?.direction;
      if (direction === undefined) return { methods: [] };
      return { direction, methods: Object.keys(methods).filter((id) => methods[id]?.overlays[direction] !== undefined) };
    },
    methodOverlay: (methodId, direction) => methods[methodId]?.overlays[direction],
    methodMarketOverlay: (methodId, market) => methods[methodId]?.markets?.[market],
  };
}
