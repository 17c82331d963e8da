import type { ContentSource, Overlay } from '../../src/engine/content-source';
import type { JsonObject, JsonValue } from '../../src/engine/json-value';

/** A ContentSource over in-memory content, for engine tests. */
export function memoryContentSource(content: {
  forms: Record<string, { schema: JsonObject; ui?: JsonObject; markets?: Record<string, Overlay> }>;
  markets: string[];
  platform: JsonValue;
  settingsPatches?: Record<string, JsonValue>;
}): ContentSource {
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
  };
}
