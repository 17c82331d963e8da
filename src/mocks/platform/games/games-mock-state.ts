import type { PendingRound } from '../../../api/endpoints';

/** A game session the platform opened (spec 3 §3 "Game session"). */
export interface MockGameSession {
  id: string;
  game: string;
  type: 'demo' | 'real';
  /** null for a visitor's demo game */
  playerId: string | null;
  startedAt: string;
  /** the last successful prolongation */
  prolongedAt: string | null;
  prolongCount: number;
  closedAt: string | null;
  /** bets and wins of the session in cents of the wallet's currency (QA input `sessionPlay`; absent: none) */
  betCents?: number;
  winCents?: number;
}

/**
 * What the simulated platform remembers of games (src/mocks/platform/games), plain JSON in
 * MockDbState.games. The scenario fields are QA inputs (`POST /api/__mock/games`).
 */
export interface GamesMockState {
  sessions: Record<string, MockGameSession>;
  /** the open session the prolongation applies to (the platform knows it by the player's session) */
  activeSessionId: string | null;
  /** the next game start answers this code (11, 12, 131, 132, 133, 205, 237…), once */
  nextStartFailure: number | null;
  /** the next N prolongations fail with 100 */
  prolongFailures: number;
  /** game starts say the session-time-increase dialog is required */
  sessionTimeIncreaseRequired: boolean;
  /** activity codes tracked, oldest first */
  activities: { activityCode: string; at: string; playerId: string | null }[];
  /** real-money rounds left unfinished, per player id (absent in state stored before it existed) */
  pendingRounds?: Record<string, PendingRound[]>;
  /** favourite game keys per player id, the latest marked first (absent in state stored before it existed) */
  favourites?: Record<string, string[]>;
  /** the reality-check interval each player chose, whole minutes per player id (setRealityCheck; absent: the market's interval) */
  realityCheckMinutes?: Record<string, number>;
}

export function emptyGamesState(): GamesMockState {
  return { sessions: {}, activeSessionId: null, nextStartFailure: null, prolongFailures: 0, sessionTimeIncreaseRequired: false, activities: [] };
}
