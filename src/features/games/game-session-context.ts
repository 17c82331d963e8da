import type { GameType, StartedGame } from '../../api/endpoints';
import type { StoreApiError } from '../../stores/api-port';

/**
 * Why a game session ended (spec 3 §3): another tab, the page left, hidden too long, the player's
 * exit; or the prolongation failed three times, or the platform refused it with 122 (session time
 * limit reached, spec 3 §8).
 */
export type GameSessionEndReason = 'parallel' | 'unload' | 'timeout' | 'exit' | 'failed' | 'sessionLimit';

/** The context of flows/game-session.flow.json. */
export interface GameSessionContext {
  game: string;
  type: GameType;
  lang: string;
  attemptKey: string | null;
  started: StartedGame | null;
  error: StoreApiError | null;
  /** consecutive failed prolongations */
  failures: number;
  /** Date.now() when the page was hidden, null while shown */
  hiddenSince: number | null;
  /** how long the page may stay hidden before the session ends (spec 3 §9: default 300 s) */
  inactivityMs: number;
  endReason: GameSessionEndReason | null;
  /** the reality-check interval (settings fe.timeLimits.realityCheckMinutes) for a real-money session; 0: no reality check */
  realityCheckMs: number;
  /** Date.now() when the session started */
  startedAt: number | null;
  /** when the next reality-check reminder is due, null without reality checks */
  realityCheckDueAt: number | null;
  /** Date.now() when the reminder showing now came up, null while none shows */
  realityCheckShownAt: number | null;
}
