import type { JsonObject } from './json-value';
import type { MarketId } from './market';
import type { MethodFlags } from './method-flags';
import type { Direction } from './variant-axes';

/**
 * A form for one market (and, for cashier forms, one payment method): the overlay chain merged,
 * settings bound. Generated as shared content (src/generated/variants, keyed by content hash)
 * plus the per-chain part (market, method, settingPaths) in src/generated/variant-index.json.
 */
export interface ResolvedVariant {
  formId: string;
  market: MarketId;
  /** the payment method of the chain, when the form has a method axis */
  method?: string;
  /** cashier forms: deposit or withdrawal */
  direction?: Direction;
  /** behaviour flags of the method chain (e.g. wholeAmount) */
  flags?: MethodFlags;
  schema: JsonObject;
  ui: JsonObject;
  /** every setting path the variant was bound to (sorted); the drift check compares these */
  settingPaths: string[];
  /**
   * compiled variants: the content hash of { formId, direction?, flags?, schema, ui, settingPaths }
   * that names their shared file (the version of a draft)
   */
  contentHash?: string;
}
