import type { JsonObject } from './json-value';
import type { MarketId } from './market';
import type { MethodFlags } from './method-flags';
import type { SettingsFiles } from './settings-files';
import type { Direction } from './variant-axes';

/** A market overlay file: `schemas/forms/<form>/markets/<market>.json`. */
export interface Overlay {
  $comment: string;
  schema?: JsonObject;
  ui?: JsonObject;
}

/** What one overlay layer contributes: merge patches for schema and ui, and (payment methods) flags. */
export interface OverlayPatch {
  schema?: JsonObject;
  ui?: JsonObject;
  flags?: MethodFlags;
}

/** A payment method's overlay on a cashier form: `schemas/cashier/methods/<method>/<direction>.json`. */
export interface MethodOverlay extends OverlayPatch {
  $comment: string;
}

/**
 * A method × market overlay: `schemas/cashier/methods/<method>/markets/<market>.json`, one patch
 * per direction it changes, and a `$comment` naming the rule.
 */
export type MethodMarketOverlay = { $comment: string } & Partial<Record<Direction, OverlayPatch>>;

/** The axes a form is resolved over besides the market. */
export interface FormAxes {
  /** cashier forms: the direction they serve (schemas/cashier/methods.json `forms`) */
  direction?: Direction;
  /** the payment methods declared for that direction, in catalogue order; [] = no method axis */
  methods: readonly string[];
}

/**
 * Where raw content comes from. Node scripts read the files (scripts/lib/fs-content-source.ts);
 * the browser never resolves raw content, it loads generated variants.
 */
export interface ContentSource {
  formIds(): readonly string[];
  markets(): readonly MarketId[];
  baseForm(formId: string): { schema: JsonObject; ui: JsonObject };
  overlay(formId: string, market: MarketId): Overlay | undefined;
  settingsFiles(): SettingsFiles;
  formAxes(formId: string): FormAxes;
  methodOverlay(methodId: string, direction: Direction): MethodOverlay | undefined;
  methodMarketOverlay(methodId: string, market: MarketId): MethodMarketOverlay | undefined;
}
