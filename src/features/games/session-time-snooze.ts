/** localStorage key (allow-listed site key, src/stores/player-storage.ts): snooze ends per player id. */
export const SESSION_TIME_SNOOZE_KEY = 'site:session-time-snooze';
/** spec 3 §9: the session-time dialog is snoozed for 24 hours. */
export const SESSION_TIME_SNOOZE_MS = 24 * 60 * 60 * 1000;

type LocalLike = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): LocalLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readAll(store: LocalLike | null): Record<string, number> {
  try {
    const value: unknown = JSON.parse(store?.getItem(SESSION_TIME_SNOOZE_KEY) ?? '{}');
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return {};
  }
}

/**
 * The session-time-increase dialog's snooze (spec 3 §4): 24 hours per player, kept in this
 * browser across logouts (a player id and a time, nothing else). Expired entries are dropped
 * when another is written.
 */
export const sessionTimeSnooze = {
  isSnoozed(playerId: string, now: number, store: LocalLike | null = storage()): boolean {
    const until = readAll(store)[playerId];
    return until !== undefined && now < until;
  },
  snooze(playerId: string, now: number, store: LocalLike | null = storage()): void {
    const kept = Object.fromEntries(Object.entries(readAll(store)).filter(([, until]) => until > now));
    try {
      store?.setItem(SESSION_TIME_SNOOZE_KEY, JSON.stringify({ ...kept, [playerId]: now + SESSION_TIME_SNOOZE_MS }));
    } catch {
      // storage may be blocked: the dialog then asks again on the next game
    }
  },
};
