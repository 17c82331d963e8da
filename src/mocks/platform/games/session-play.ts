import type { GameSessionPlay } from '../../../api/endpoints';
import { isJsonObject } from '../../../engine/is-json-object';
import { centsDecimal, decimalCents } from '../../../engine/money/decimal-cents';
import type { MockDb } from '../../db/create-mock-db';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { gamesStateOf } from './games-state-of';

/**
 * The QA input `{ sessionPlay: { bets, wins } }` of `POST /api/__mock/games`: the provider reports
 * bets and wins (2-decimal amounts in the wallet's currency, either may be left out) of the open
 * real-money session of the logged-in player; they add up. 115 without a player, 101 without an
 * open real-money session, 196 for an amount that is not one.
 */
export function addSessionPlay(db: MockDb, value: unknown): { ok: true } | { failure: PlatformFailure } {
  const player = db.currentPlayer();
  if (!player) return { failure: platformFailure(115) };
  const state = gamesStateOf(db);
  const session = state.activeSessionId ? state.sessions[state.activeSessionId] : undefined;
  if (!session || session.closedAt !== null || session.type !== 'real' || session.playerId !== player.id) return { failure: platformFailure(101) };
  const amounts: Record<'bets' | 'wins', number> = { bets: 0, wins: 0 };
  for (const field of ['bets', 'wins'] as const) {
    const text = isJsonObject(value) ? value[field] : undefined;
    if (text === undefined) continue;
    const cents = typeof text === 'string' ? decimalCents(text) : null;
    if (cents === null) return { failure: platformFailure(196, { fields: [{ field, code: 'decimals' }] }) };
    amounts[field] = cents;
  }
  session.betCents = (session.betCents ?? 0) + amounts.bets;
  session.winCents = (session.winCents ?? 0) + amounts.wins;
  return { ok: true };
}

/** `GET /api/games/session/{gameSessionId}/play`: the bets and wins of the logged-in player's session (101 for another's or an unknown one). */
export function sessionPlayOf(db: MockDb, gameSessionId: string): { data: GameSessionPlay } | { failure: PlatformFailure } {
  const player = db.currentPlayer();
  if (!player) return { failure: platformFailure(115) };
  const session = gamesStateOf(db).sessions[gameSessionId];
  if (!session || session.playerId !== player.id) return { failure: platformFailure(101) };
  return { data: { bets: centsDecimal(session.betCents ?? 0), wins: centsDecimal(session.winCents ?? 0), currency: db.walletOf(player).currency } };
}
