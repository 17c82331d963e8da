import { http, type HttpHandler } from 'msw';
import type { ActivityCode, GameType, SportsView } from '../../api/endpoints';
import { isOfBettingAge } from '../../engine/visibility/is-of-betting-age';
import { GAME_CATALOGUE } from '../platform/games/game-catalogue';
import { gamesStateOf } from '../platform/games/games-state-of';
import { sessionLimitReached, useUpSessionLimit } from '../platform/games/session-limit-reached';
import { pendingRoundOf } from '../platform/games/pending-round-of';
import { addSessionPlay, sessionPlayOf } from '../platform/games/session-play';
import { SPORTS_PROVIDERS } from '../platform/games/sports-providers';
import { startGameSession } from '../platform/games/start-game-session';
import { tournamentsAt } from '../platform/games/tournaments-at';
import { platformFailure } from '../platform/platform-failure';
import { API_PATTERN, creatingEndpointHandler, endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { requirePlayer } from './require-player';
import { respond } from './respond';
import { servedSettings } from './served-settings';

const GAME_TYPES: readonly GameType[] = ['demo', 'real'];
const ACTIVITY_CODES: readonly ActivityCode[] = ['sessionTimeIncreaseShown', 'sessionTimeIncreaseConfirmed'];
/** Start failures QA may ask for (spec 3 §8 "Games", plus 122 session time limit reached). */
const START_FAILURES = [11, 12, 122, 131, 132, 133, 205, 237];
const SPORTS_VIEWS: readonly SportsView[] = ['betting', 'history'];

/** The page's origin (the mock runs in the page); node tests have none and use the dev origin. */
function appOrigin(): string {
  return (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost:5173';
}

/**
 * Games (issue 17 §4): the catalogue, game start (a session and the provider simulator's launch
 * address, or a catalogue error), the tournaments and sports providers, prolongation of the open session, its close, activity tracking,
 * the player's pending rounds, and `POST /api/__mock/games` for QA (`{ startFailure, prolongFailures,
 * sessionTimeIncreaseRequired, pendingRound: { game, stake }, sessionPlay: { bets, wins } }`;
 * `GET` reads the sessions and activities back).
 */
export function gamesHandlers({ db, providerOrigin }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('gameCatalogue', () => respond({ data: { games: GAME_CATALOGUE } })),
    // the casino tournaments (/tournaments): running and upcoming ones, for visitors too
    endpointHandler('tournaments', () => respond({ data: { tournaments: tournamentsAt(db.now()) } })),
    // the sports providers (/sports): for visitors too; the betting age is checked where a provider opens
    endpointHandler('sportsProviders', () => respond({ data: { providers: [...SPORTS_PROVIDERS] } })),
    // the player's favourite games (/favourite-games): marking one again or unmarking an unmarked one changes nothing
    endpointHandler('favouriteGames', () => {
      const current = requirePlayer(db);
      if ('failure' in current) return respond(current);
      return respond({ data: { games: gamesStateOf(db).favourites?.[current.player.id] ?? [] } });
    }),
    endpointHandler('setFavouriteGame', async ({ request }) => {
      const current = requirePlayer(db);
      if ('failure' in current) return respond(current);
      const { game, favourite } = await readJsonBody(request);
      if (typeof game !== 'string' || !GAME_CATALOGUE.some((entry) => entry.key === game)) return respond({ failure: platformFailure(131) });
      if (typeof favourite !== 'boolean') return respond({ failure: platformFailure(196, { fields: [{ field: 'favourite', code: 'required' }] }) });
      const favourites = (gamesStateOf(db).favourites ??= {});
      const others = (favourites[current.player.id] ?? []).filter((key) => key !== game);
      favourites[current.player.id] = favourite ? [game, ...others] : others;
      return respond({ data: { games: favourites[current.player.id] } });
    }),
    // the player's unfinished real-money rounds (spec 3 §6 /pending-rounds), oldest first
    endpointHandler('pendingRounds', () => {
      const current = requirePlayer(db);
      if ('failure' in current) return respond(current);
      const rounds = gamesStateOf(db).pendingRounds?.[current.player.id] ?? [];
      return respond({ data: { rounds: [...rounds].sort((a, b) => a.startedAt.localeCompare(b.startedAt)) } });
    }),
    creatingEndpointHandler(db, 'startGame', async ({ request }) => {
      const body = await readJsonBody(request);
      const { game, type, lang } = body;
      if (typeof game !== 'string' || game === '' || game.length > 64) return respond({ failure: platformFailure(196, { fields: [{ field: 'game', code: 'required' }] }) });
      if (!GAME_TYPES.includes(type as GameType)) return respond({ failure: platformFailure(196, { fields: [{ field: 'type', code: 'oneOf' }] }) });
      return respond(
        startGameSession(db, { game, type: type as GameType, lang: typeof lang === 'string' ? lang.slice(0, 5) : 'en', appOrigin: appOrigin(), providerOrigin }),
      );
    }),
    endpointHandler('prolongGameSession', () => {
      const state = gamesStateOf(db);
      const session = state.activeSessionId ? state.sessions[state.activeSessionId] : undefined;
      if (!session || session.closedAt !== null) return respond({ failure: platformFailure(101) });
      if (state.prolongFailures > 0) {
        state.prolongFailures -= 1;
        return respond({ failure: platformFailure(100) });
      }
      // the player's daily session time limit is used up: the platform ends the session (122, play again from the day's end)
      const until = sessionLimitReached(db, session.playerId, session.startedAt, db.now());
      if (until !== null && session.playerId !== null) {
        session.closedAt = db.now().toISOString();
        state.activeSessionId = null;
        useUpSessionLimit(db, session.playerId);
        return respond({ failure: platformFailure(122, { blockEndsTime: until.getTime() }) });
      }
      session.prolongedAt = db.now().toISOString();
      session.prolongCount += 1;
      return respond({ data: {} });
    }),
    endpointHandler('closeGameSession', async ({ request }) => {
      const { gameSessionId } = await readJsonBody(request);
      const state = gamesStateOf(db);
      const session = typeof gameSessionId === 'string' ? state.sessions[gameSessionId] : undefined;
      if (!session) return respond({ failure: platformFailure(101) });
      session.closedAt ??= db.now().toISOString();
      if (state.activeSessionId === session.id) state.activeSessionId = null;
      return respond({ data: {} });
    }),
    // the bets and wins of a session so far (the reality-check reminder)
    endpointHandler('gameSessionPlay', ({ params }) => respond(sessionPlayOf(db, params.gameSessionId ?? ''))),
    endpointHandler('trackActivity', async ({ request }) => {
      const current = requirePlayer(db);
      if ('failure' in current) return respond(current);
      const { activityCode } = await readJsonBody(request);
      if (!ACTIVITY_CODES.includes(activityCode as ActivityCode)) return respond({ failure: platformFailure(196, { fields: [{ field: 'activityCode', code: 'oneOf' }] }) });
      gamesStateOf(db).activities.push({ activityCode: activityCode as string, at: db.now().toISOString(), playerId: current.player.id });
      return respond({ data: {} });
    }),
    // sports (spec 3 §5): the provider's frame; history needs a player; under the country's betting age 226
    endpointHandler('sportsLaunch', ({ request, params }) => {
      const provider = params.provider ?? '';
      const search = new URL(request.url).searchParams;
      const view = search.get('view') as SportsView;
      if (!SPORTS_PROVIDERS.includes(provider)) return respond({ failure: platformFailure(101) });
      if (!SPORTS_VIEWS.includes(view)) return respond({ failure: platformFailure(196, { fields: [{ field: 'view', code: 'oneOf' }] }) });
      const player = db.currentPlayer();
      if (!player) return respond({ failure: platformFailure(115) });
      const limits = servedSettings(request, db).fe.sportsBettingAgeLimit;
      if (!isOfBettingAge(player.birthDate, db.now(), limits, [player.country, player.market])) return respond({ failure: platformFailure(226) });
      const url = new URL('/sports.html', providerOrigin);
      url.search = new URLSearchParams({ provider, view, lang: (search.get('lang') ?? 'en').slice(0, 2), returnOrigin: appOrigin() }).toString();
      return respond({ data: { url: url.href } });
    }),
    http.get(`${API_PATTERN}/__mock/games`, () => respond({ data: gamesStateOf(db) })),
    http.post(`${API_PATTERN}/__mock/games`, async ({ request }) => {
      const body = await readJsonBody(request);
      const state = gamesStateOf(db);
      if (body.startFailure !== undefined) {
        if (body.startFailure !== null && !START_FAILURES.includes(body.startFailure as number)) return respond({ failure: platformFailure(196, { fields: [{ field: 'startFailure', code: 'oneOf' }] }) });
        state.nextStartFailure = body.startFailure as number | null;
      }
      if (typeof body.prolongFailures === 'number') state.prolongFailures = Math.max(0, Math.min(10, Math.floor(body.prolongFailures)));
      if (typeof body.sessionTimeIncreaseRequired === 'boolean') state.sessionTimeIncreaseRequired = body.sessionTimeIncreaseRequired;
      if (body.pendingRound !== undefined) {
        // { pendingRound: { game, stake } }: the logged-in player left a real-money round of that game unfinished
        const round = pendingRoundOf(db, body.pendingRound);
        if ('failure' in round) return respond(round);
        ((state.pendingRounds ??= {})[round.playerId] ??= []).push(round.round);
      }
      if (body.sessionPlay !== undefined) {
        // { sessionPlay: { bets, wins } }: the provider reports play in the logged-in player's open real-money session
        const added = addSessionPlay(db, body.sessionPlay);
        if ('failure' in added) return respond(added);
      }
      return respond({ data: state });
    }),
  ];
}
