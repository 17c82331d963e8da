import type { GameType, StartedGame } from '../../../api/endpoints';
import type { MockDb } from '../../db/create-mock-db';
import { decimalCents } from '../../../engine/money/decimal-cents';
import { platformFailure, type PlatformFailure } from '../platform-failure';
import { DISABLED_GAMES, GAME_CATALOGUE } from './game-catalogue';
import { gamesStateOf } from './games-state-of';
import { sessionLimitReached } from './session-limit-reached';

export interface StartGameRequest {
  game: string;
  type: GameType;
  lang: string;
  /** where the provider's page sends the player back to (`?gaming=exit`) */
  appOrigin: string;
  providerOrigin: string;
}

const CENTS = (amount: string): number => decimalCents(amount) ?? 0;

/**
 * Starts a game (spec 3 §8 "Games"): 131 an unknown game, 132 a disabled one, a QA failure set
 * by `POST /api/__mock/games`, 133 a real game without a session (the token is missing), 12 a
 * demo of a real-money-only game, 11 a real game with promo money but no cash, 237 a real game
 * with no cash at all (with the deposit link). Otherwise a session is opened and the provider's
 * launch address returned; the previous open session of the player is closed (parallel); a
 * real-money start resumes the player's pending rounds of the game. A real-money start answers the
 * reality-check interval the player chose (null while the market's applies).
 */
export function startGameSession(db: MockDb, request: StartGameRequest): { data: StartedGame } | { failure: PlatformFailure } {
  const state = gamesStateOf(db);
  const game = GAME_CATALOGUE.find((entry) => entry.key === request.game);
  if (!game) return { failure: platformFailure(131) };
  if (DISABLED_GAMES.has(game.key)) return { failure: platformFailure(132) };
  if (state.nextStartFailure !== null) {
    const code = state.nextStartFailure;
    state.nextStartFailure = null;
    return { failure: platformFailure(code) };
  }
  const player = db.currentPlayer();
  if (request.type === 'real' && !player) return { failure: platformFailure(133) };
  if (request.type === 'demo' && !game.demo) return { failure: platformFailure(12) };
  if (request.type === 'real' && player) {
    // the daily session time limit already used up (122 until the day ends)
    const until = sessionLimitReached(db, player.id, null, db.now());
    if (until !== null) return { failure: platformFailure(122, { blockEndsTime: until.getTime() }) };
    const wallet = db.walletOf(player);
    if (CENTS(wallet.cash) === 0 && CENTS(wallet.promo) > 0) return { failure: platformFailure(11) };
    if (CENTS(wallet.cash) === 0) return { failure: platformFailure(237, { link: '/payment/deposit' }) };
  }
  // a real-money start resumes the player's unfinished rounds of this game: the provider finishes them
  const pending = player ? state.pendingRounds?.[player.id] : undefined;
  if (request.type === 'real' && player && pending && state.pendingRounds) state.pendingRounds[player.id] = pending.filter((round) => round.game !== game.key);
  const now = db.now().toISOString();
  const previous = state.activeSessionId ? state.sessions[state.activeSessionId] : undefined;
  if (previous && previous.closedAt === null) previous.closedAt = now;
  const id = `gs-${Object.keys(state.sessions).length + 1}-${game.id}`;
  state.sessions[id] = { id, game: game.key, type: request.type, playerId: player?.id ?? null, startedAt: now, prolongedAt: null, prolongCount: 0, closedAt: null };
  state.activeSessionId = id;
  const url = new URL('/game.html', request.providerOrigin);
  url.search = new URLSearchParams({
    game: game.key,
    name: game.name,
    type: request.type,
    session: id,
    lang: request.lang,
    returnOrigin: request.appOrigin,
  }).toString();
  const realityCheckMinutes = player && request.type === 'real' ? (state.realityCheckMinutes?.[player.id] ?? null) : null;
  return { data: { gameSessionId: id, url: url.href, sessionTimeIncreaseRequired: player !== null && state.sessionTimeIncreaseRequired, realityCheckMinutes } };
}
