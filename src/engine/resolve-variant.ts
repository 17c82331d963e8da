import type { ContentSource } from './content-source';
import { bindSettings } from './bind-settings';
import { isJsonObject } from './is-json-object';
import type { JsonObject } from './json-value';
import type { MarketId } from './market';
import { mergeChain } from './merge-overlay';
import { applyMethodFlags } from './method-flags';
import { overlayChain } from './overlay-chain';
import type { PlatformSettings } from './platform-settings';
import type { ResolvedVariant } from './resolved-variant';
import { settingsFromFiles } from './settings-from-files';
import type { VariantAxes } from './variant-axes';

export interface ResolveVariantOptions {
  source: ContentSource;
  /** defaults to the market's settings from the same source */
  settings?: PlatformSettings;
}

/**
 * Base schema + ui with the chain merged (RFC 7396): market overlay, then the payment method's
 * overlay for the form's direction, then the method × market overlay; method flags applied;
 * then settings bound. A market id alone resolves base → market.
 */
export function resolveVariant(formId: string, axesOrMarket: VariantAxes | MarketId, options: ResolveVariantOptions): ResolvedVariant {
  const axes: VariantAxes = typeof axesOrMarket === 'string' ? { market: axesOrMarket } : axesOrMarket;
  const { source } = options;
  const { market, method } = axes;
  const settings = options.settings ?? settingsFromFiles(source.settingsFiles(), market);
  const layers = overlayChain(source, formId, axes);
  const merged = mergeChain(source.baseForm(formId), layers.map((layer) => layer.patch));
  const used = new Set<string>();
  const bind = (json: JsonObject): JsonObject => {
    const bound = bindSettings(json, settings, (path) => used.add(path));
    return isJsonObject(bound) ? bound : {};
  };
  const schema = bind(applyMethodFlags(merged.schema, merged.flags));
  const ui = bind(merged.ui);
  const { direction } = source.formAxes(formId);
  return {
    formId,
    market,
    ...(method === undefined ? {} : { method }),
    ...(direction === undefined ? {} : { direction }),
    ...(Object.keys(merged.flags).length === 0 ? {} : { flags: merged.flags }),
    schema,
    ui,
    settingPaths: [...used].sort(),
  };
}
