import type { JsonObject } from './json-value';
import type { MarketId } from './market';
import type { SettingsFiles } from './settings-files';

/** A market overlay file: `schemas/forms/<form>/markets/<market>.json`. */
export interface Overlay {
  $comment: string;
  schema?: JsonObject;
  ui?: JsonObject;
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
}
