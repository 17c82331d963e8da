import type { ContentSource } from './content-source';
import { bindSettings } from './bind-settings';
import { isJsonObject } from './is-json-object';
import type { JsonObject } from './json-value';
import type { MarketId } from './market';
import { mergeOverlay } from './merge-overlay';
import type { PlatformSettings } from './platform-settings';
import type { ResolvedVariant } from './resolved-variant';
import { settingsFromFiles } from './settings-from-files';

export interface ResolveVariantOptions {
  source: ContentSource;
  /** defaults to the market's settings from the same source */
  settings?: PlatformSettings;
}

/** Base schema + ui with the market overlay merged (RFC 7396), then settings bound. */
export function resolveVariant(formId: string, market: MarketId, options: ResolveVariantOptions): ResolvedVariant {
  const { source } = options;
  const settings = options.settings ?? settingsFromFiles(source.settingsFiles(), market);
  const merged = mergeOverlay(source.baseForm(formId), source.overlay(formId, market));
  const used = new Set<string>();
  const bind = (json: JsonObject): JsonObject => {
    const bound = bindSettings(json, settings, (path) => used.add(path));
    return isJsonObject(bound) ? bound : {};
  };
  const schema = bind(merged.schema);
  const ui = bind(merged.ui);
  return { formId, market, schema, ui, settingPaths: [...used].sort() };
}
