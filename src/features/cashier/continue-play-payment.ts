import { PLAYER_STORAGE_KEYS } from '../../stores/player-storage';

/** The continue-play payment a top-window provider page interrupted (spec 2 §4): its token and reference. */
export interface ResumePayment {
  token: string;
  reference: string;
  /** the game-after-login target the player came from (spec 2 §4: kept with the token) */
  game?: string;
}

const TOKEN = /^[\w-]{1,80}$/;
/** a game's slug as game addresses use it (/all-games/{game}/real) */
const GAME = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** A game-after-login target: a game slug, nothing else (it becomes part of an in-app path). */
export function isGameTarget(value: unknown): value is string {
  return typeof value === 'string' && GAME.test(value);
}

/**
 * The payment kept in the tab's session while the provider's page has the top window (spec 2 §4:
 * "the token is stored in the session for resumption"), read once when the player comes back.
 * A payment token and reference only — never a login token; removed at logout with the player's keys.
 */
export const resumePaymentStorage = {
  save(storage: Storage, payment: ResumePayment): void {
    storage.setItem(PLAYER_STORAGE_KEYS.resumePayment, JSON.stringify(payment));
  },
  take(storage: Storage): ResumePayment | null {
    const raw = storage.getItem(PLAYER_STORAGE_KEYS.resumePayment);
    storage.removeItem(PLAYER_STORAGE_KEYS.resumePayment);
    if (raw === null) return null;
    try {
      const value = JSON.parse(raw) as Partial<ResumePayment>;
      if (!(typeof value.token === 'string' && TOKEN.test(value.token) && typeof value.reference === 'string' && TOKEN.test(value.reference))) return null;
      return { token: value.token, reference: value.reference, ...(isGameTarget(value.game) ? { game: value.game } : {}) };
    } catch {
      return null;
    }
  },
};
