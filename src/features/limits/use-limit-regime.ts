import { useEffect, useState } from 'react';
import type { LimitRegime } from '../../engine/limits/limit-regime';
import type { RootStore } from '../../stores/root-store';

/**
 * The limit regime the platform applies to the logged-in player (the `regime` of the limits
 * answer: fe.limitRegime of the player's applied country, which may differ from the served
 * market). Null until it is read, or when it cannot be — whatever depends on it stays hidden.
 * `enabled` false reads nothing (the caller already has the regime).
 */
export function useLimitRegime(store: RootStore, enabled = true): LimitRegime | null {
  const [regime, setRegime] = useState<LimitRegime | null>(null);
  const loggedIn = store.player.details !== null;
  useEffect(() => {
    if (!loggedIn || !enabled) return undefined;
    const controller = new AbortController();
    void store.api.call('limits', undefined, { signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted && result.ok) setRegime(result.data.regime);
    });
    return () => controller.abort();
  }, [store.api, loggedIn, enabled]);
  return regime;
}

/** Whether a regime offers the max-balance limit (spec 3 §2: NLD): it has its own max-balance change rule. */
export function offersMaxBalance(regime: LimitRegime | null): boolean {
  return regime?.rules.maxBalance !== undefined;
}
