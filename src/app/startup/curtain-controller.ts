/** Spec 1 §9: the curtain goes 300 ms after the game menu request settles… */
export const CURTAIN_HIDE_DELAY_MS = 300;
/** …and anyway after 10 s when no game menu request was made. */
export const CURTAIN_MAX_WAIT_MS = 10_000;

export interface CurtainController {
  /** the game menu request went out: the 10 s fallback no longer applies */
  requestStarted(): void;
  /** the game menu request answered or failed: hide after the delay */
  requestSettled(): void;
  /** protection or a global error: hide now */
  hide(): void;
}

/**
 * When the preloading curtain goes, as timers only (no React), so the rules test with fake
 * timers. `onHidden` runs exactly once.
 */
export function createCurtainController(onHidden: () => void): CurtainController {
  let hidden = false;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const schedule = (ms: number) => {
    if (hidden) return;
    if (pending !== undefined) clearTimeout(pending);
    pending = setTimeout(hide, ms);
  };
  function hide() {
    if (hidden) return;
    hidden = true;
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
    onHidden();
  }
  schedule(CURTAIN_MAX_WAIT_MS);
  return {
    requestStarted() {
      if (hidden || pending === undefined) return;
      clearTimeout(pending);
      pending = undefined;
    },
    requestSettled() {
      schedule(CURTAIN_HIDE_DELAY_MS);
    },
    hide,
  };
}
