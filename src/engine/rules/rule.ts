import type { MarketId } from '../market';
import type { PlatformSettings } from '../platform-settings';
import type { ValidationIssue } from '../validation-issue';

export interface RuleContext {
  settings: PlatformSettings;
  market: MarketId;
  now: Date;
  /**
   * The runtime inputs the schema declares in `x-inputs` (campaigns, amountLimits, …), as the
   * caller has them. runRules checks them against the declaration first (a declared input that
   * is missing or malformed throws RuntimeInputError naming the form and the input) and hands
   * the rules only the declared ones.
   */
  inputs?: Readonly<Record<string, unknown>>;
}

/**
 * A named runtime rule referenced from a schema's `x-rules`. Returns [] when the data passes.
 * A rule reads runtime inputs with `runtimeInput(ctx.inputs, name, formId)` and lists them in its
 * definition's `reads`.
 */
export type Rule = (data: Record<string, unknown>, params: Record<string, unknown>, ctx: RuleContext) => ValidationIssue[];
