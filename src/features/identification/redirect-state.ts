/** sessionStorage key (allow-listed site key): the state a redirect identification left with. */
export const REDIRECT_STATE_KEY = 'site:identification-state';

/** The return-address parameter that carries it back. */
export const REDIRECT_STATE_PARAM = 'identificationState';

type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A fresh random state for a redirect identification, kept in this tab only. The return is
 * accepted only when it brings the same state back (like OAuth's `state`), so a return link
 * someone else made — with their own provider token — is never taken over by this tab.
 */
export function rememberRedirectState(storage: StateStorage, random: () => string = () => crypto.randomUUID()): string {
  const state = random();
  try {
    storage.setItem(REDIRECT_STATE_KEY, state);
  } catch {
    // blocked storage: the return will not match and is ignored, which is the safe side
  }
  return state;
}

/**
 * A new state that names the journey the identification left for (`verification.<random>`): a
 * return for the verification page is resolved there, every other one by the registration
 * (src/app/layout/provider-return.tsx). The name is no secret; the random part is what must match.
 */
export function newRedirectState(purpose: string, random: () => string = () => crypto.randomUUID()): string {
  return `${purpose}.${random()}`;
}

/** The journey a returned state names (see newRedirectState), or null for a state without one. */
export function redirectPurposeOf(state: string | null): string | null {
  const dot = state?.indexOf('.') ?? -1;
  return state !== null && dot > 0 ? state.slice(0, dot) : null;
}

/** Whether `state` is the one this tab left with (read only; takeRedirectState uses it up). */
export function isRedirectState(storage: Pick<Storage, 'getItem'>, state: string | null): boolean {
  try {
    const stored = storage.getItem(REDIRECT_STATE_KEY);
    return stored !== null && state !== null && stored === state;
  } catch {
    return false;
  }
}

/** Whether `state` is the one this tab left with; the stored state is used up either way. */
export function takeRedirectState(storage: StateStorage, state: string | null): boolean {
  let stored: string | null = null;
  try {
    stored = storage.getItem(REDIRECT_STATE_KEY);
    storage.removeItem(REDIRECT_STATE_KEY);
  } catch {
    return false;
  }
  return stored !== null && state !== null && stored === state;
}
