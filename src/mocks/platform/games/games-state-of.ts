import type { MockDb } from '../../db/create-mock-db';
import { emptyGamesState, type GamesMockState } from './games-mock-state';

/** The platform's game memory, created on first use (older snapshots have none). */
export function gamesStateOf(db: MockDb): GamesMockState {
  db.state.games ??= emptyGamesState();
  return db.state.games;
}
