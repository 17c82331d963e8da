import type { PendingRound } from '../../../api/endpoints';
import type { MockDb } from '../../db/create-mock-db';
import { isJsonObject } from '../../../engine/is-json-object';
import { decimalCents, centsDecimal } from '../../../engine/money/decimal-cents';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { GAME_CATALOGUE } from './game-catalogue';
import { gamesStateOf } from './games-state-of';

/**
 * The QA input `{ game, stake }` of `POST /api/__mock/games` as a pending round of the logged-in
 * player (a real-money game of the catalogue, a stake of 0.01 or more in the wallet's currency),
 * or the failure to answer: 115 without a player, 196 with the field.
 */
export function pendingRoundOf(db: MockDb, value: unknown): { playerId: string; round: PendingRound } | { failure: PlatformFailure } {
  const player = db.currentPlayer();
  if (!player) return { failure: platformFailure(115) };
  const game = isJsonObject(value) ? GAME_CATALOGUE.find((entry) => entry.key === value.game) : undefined;
  if (!game) return { failure: platformFailure(196, { fields: [{ field: 'game', code: 'oneOf' }] }) };
  const cents = isJsonObject(value) && typeof value.stake === 'string' ? decimalCents(value.stake) : null;
  if (cents === null || cents <= 0) return { failure: platformFailure(196, { fields: [{ field: 'stake', code: 'decimals' }] }) };
  const state = gamesStateOf(db);
  const count = Object.values(state.pendingRounds ?? {}).reduce((sum, rounds) => sum + rounds.length, 0);
  return {
    playerId: player.id,
    round: { roundId: `round-${count + 1}-${game.id}`, game: game.key, startedAt: db.now().toISOString(), stake: centsDecimal(cents), currency: db.walletOf(player).currency },
  };
}
