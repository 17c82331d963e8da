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
