/** sessionStorage key (allow-listed in src/stores/player-storage.ts, cleared at logout): the open game session's id. */
export const GAME_SESSION_KEY = 'site:game-session';

type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): SessionLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The id of the game session this tab has open (spec 3 §4): written when a game starts, read
 * and cleared when the provider sends the player back with `gaming=exit`, cleared when the
 * session ends. Only the id is kept (no token, nothing of the player).
 */
export const storedGameSession = {
  read(store: SessionLike | null = storage()): string | null {
    const value = store?.getItem(GAME_SESSION_KEY) ?? null;
    return value !== null && /^[\w-]{1,64}$/.test(value) ? value : null;
  },
  write(id: string, store: SessionLike | null = storage()): void {
    try {
      store?.setItem(GAME_SESSION_KEY, id);
    } catch {
      // storage may be blocked: gaming=exit then has no session to close, the platform times it out
    }
  },
  clear(store: SessionLike | null = storage()): void {
    store?.removeItem(GAME_SESSION_KEY);
  },
};

/**
 * localStorage key (allow-listed player key, cleared at logout): the id of the game session most
 * recently started in this browser. Other tabs hear the change (`storage` event) and end theirs
 * as `parallel` (spec 3 §3): the platform keeps one open session per player.
 */
export const GAME_STARTED_KEY = 'site:game-started';

/** Announces a started session to the browser's other tabs. */
export function announceGameStart(id: string): void {
  try {
    window.localStorage.setItem(GAME_STARTED_KEY, id);
  } catch {
    // storage may be blocked: other tabs then learn it from their failing prolongations
  }
}
