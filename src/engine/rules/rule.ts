import type { MarketId } from '../market';
import type { PlatformSettings } from '../platform-settings';
import type { ValidationIssue } from '../validation-issue';

export interface RuleContext {
  settings: PlatformSettings;
  market: MarketId;
  now: Date;
}

/** A named runtime rule referenced from a schema's `x-rules`. Returns [] when the data passes. */
export type Rule = (data: Record<string, unknown>, params: Record<string, unknown>, ctx: RuleContext) => ValidationIssue[];
