import { useMemo } from 'react';
import type { MarketId } from '../engine/market';
import type { PlatformSettings } from '../engine/platform-settings';
import type { RuleContext } from '../engine/rules/rule';

/**
 * The context runtime rules and effects see: the settings the server serves now (so the server
 * wins for every runtime rule), the variant's market and "now". Stable while settings stay.
 */
export function useRuleContext(
  be: Record<string, unknown> | null,
  fe: Record<string, unknown> | null,
  market: MarketId,
): RuleContext {
  return useMemo(() => ({ settings: { be: be ?? {}, fe: fe ?? {} } as PlatformSettings, market, now: new Date() }), [be, fe, market]);
}
