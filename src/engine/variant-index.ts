import type { JsonObject } from './json-value';
import type { MarketId } from './market';
import type { MethodFlags } from './method-flags';
import { checkAxes, UnknownVariantError } from './overlay-chain';
import type { ResolvedVariant } from './resolved-variant';
import type { OnDemandModuleName } from './rules/on-demand-module-names';
import type { Direction, VariantAxes } from './variant-axes';
import { variantKey } from './variant-axes';

/** The market a form falls back to when the requested market has no compiled chain. */
export const FALLBACK_MARKET: MarketId = 'INT';

/** One declared chain (form × market [× method]) in src/generated/variant-index.json. */
export interface VariantIndexEntry {
  /** file stem of the shared variant content: src/generated/variants/<stem>.json */
  variant: string;
  /** file stem of the shared validator module: src/generated/validators/<stem>.js */
  validator: string;
  /** the on-demand modules its rules and widgets need (onDemandModulesOf; absent: none), awaited by loadVariant */
  modules?: OnDemandModuleName[];
}

export interface VariantIndexForm {
  direction?: Direction;
  /** payment methods of the form ([] = no method axis) */
  methods: string[];
  /** key "<market>" or "<market>/<method>" (variantKey) → entry */
  chains: Record<string, VariantIndexEntry>;
}

/** src/generated/variant-index.json: every declared chain, pointing at content-hashed files. */
export interface VariantIndex {
  forms: Record<string, VariantIndexForm>;
}

/**
 * What src/generated/variants/<stem>.json holds: the resolved content and the setting paths it
 * was bound to, shared by every chain with the same content hash (market and method are the
 * chain's key in the index).
 */
export interface SharedVariant {
  formId: string;
  direction?: Direction;
  flags?: MethodFlags;
  schema: JsonObject;
  ui: JsonObject;
  /** setting paths the content was bound to (the drift check compares these) */
  settingPaths: string[];
}

export interface FoundVariant {
  key: string;
  market: MarketId;
  method?: string;
  entry: VariantIndexEntry;
}

/**
 * The chain to load for a form and its axes. An unknown form, method or direction throws
 * (UnknownVariantError); a market without its own chain falls back to INT.
 */
export function findVariant(index: VariantIndex, formId: string, axes: VariantAxes): FoundVariant {
  const form = Object.hasOwn(index.forms, formId) ? index.forms[formId] : undefined;
  if (!form) throw new UnknownVariantError(`No compiled variant for form "${formId}"`);
  checkAxes(formId, form, axes);
  for (const market of [axes.market, FALLBACK_MARKET]) {
    const key = variantKey(market, axes.method);
    const entry = Object.hasOwn(form.chains, key) ? form.chains[key] : undefined;
    if (entry) return { key, market, ...(axes.method === undefined ? {} : { method: axes.method }), entry };
  }
  throw new UnknownVariantError(`No compiled variant for form "${formId}" in market "${axes.market}"${axes.method === undefined ? '' : ` with method "${axes.method}"`}`);
}

/**
 * The resolved variant of a chain: its shared content plus the chain's own market and method, and
 * the content hash its file is named by (`<form>.<hash>`).
 */
export function assembleVariant(shared: SharedVariant, found: FoundVariant): ResolvedVariant {
  const { formId, direction, flags, schema, ui, settingPaths } = shared;
  const stem = found.entry.variant;
  return {
    formId,
    market: found.market,
    ...(found.method === undefined ? {} : { method: found.method }),
    ...(direction === undefined ? {} : { direction }),
    ...(flags === undefined ? {} : { flags }),
    schema,
    ui,
    settingPaths,
    contentHash: stem.slice(stem.lastIndexOf('.') + 1),
  };
}
