import type { JsonObject } from './json-value';
import type { MarketId } from './market';

/** A form for one market: base + overlay merged, settings bound. Written to src/generated/variants. */
export interface ResolvedVariant {
  formId: string;
  market: MarketId;
  schema: JsonObject;
  ui: JsonObject;
  /** every setting path the variant was bound to (sorted); the drift check compares these */
  settingPaths: string[];
}
