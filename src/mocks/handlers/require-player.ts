import type { MockDb } from '../db/create-mock-db';
import type { MockPlayer } from '../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform/platform-failure';

/** The logged-in player, or 115 (no session) for calls that need one. */
export function requirePlayer(db: MockDb): { player: MockPlayer } | { failure: PlatformFailure } {
  const player = db.currentPlayer();
  return player ? { player } : { failure: platformFailure(115) };
}
