import { TIMEOUTS } from '../timeouts';
import type { DecimalString, EmptyData, EndpointTable } from './definition';

/** How a game is played: for fun (no money) or for real money (spec 1 §2 `/all-games/{game}/{type}`). */
export type GameType = 'demo' | 'real';

/**
 * A game of the platform's catalogue (spec 3 §9: catalogues of game providers). `id` is the
 * platform's numeric game id — the special betting ids 250002–250019 and bingo 540001 among them;
 * `key` is the game of `/all-games/{game}/{type}`. Names and providers are catalogue content.
 */
export interface CatalogueGame {
  id: number;
  key: string;
  name: string;
  provider: string;
  /** same-origin image under /cms/ (the CSP allows `img-src 'self'` only) */
  image: string;
  /** game-menu group keys (GameMenuGroup.key), casino or live */
  groups: string[];
  /** streamed from a live studio: listed under /live */
  live: boolean;
  /** playable for fun; false: real money only */
  demo: boolean;
}

export interface GameCatalogue {
  games: CatalogueGame[];
}

export interface StartGamePayload {
  game: string;
  type: GameType;
  /** the page's language, for the game's own texts */
  lang: string;
}

/** A started game: the provider's launch address (framed) and the session the manager keeps alive. */
export interface StartedGame {
  gameSessionId: string;
  url: string;
  /** the session-time-increase dialog is required before play (spec 3 §4) */
  sessionTimeIncreaseRequired: boolean;
  /**
   * the reality-check interval the player chose (whole minutes; the platform's record of
   * setRealityCheck), null or absent while the market's interval applies
   */
  realityCheckMinutes?: number | null;
}

export interface GameSessionPayload {
  gameSessionId: string;
}

/** A sports-betting provider's page (spec 1 §2 side menu: Betting and History per provider). */
export type SportsView = 'betting' | 'history';

export interface SportsLaunchPayload {
  provider: string;
  view: SportsView;
  lang: string;
}

/**
 * A real-money round the player left unfinished (spec 3 §6 `/pending-rounds`): the provider keeps
 * it, and opening the game for real money resumes it.
 */
export interface PendingRound {
  roundId: string;
  /** the catalogue's game key (`/all-games/{game}/real` resumes it) */
  game: string;
  startedAt: string;
  /** the stake in play, a decimal string in the wallet's currency */
  stake: DecimalString;
  currency: string;
}

export interface PendingRounds {
  rounds: PendingRound[];
}

/** The player's favourite games (`/favourite-games`): catalogue keys, the latest marked first. */
export interface FavouriteGames {
  games: string[];
}

export interface FavouriteGamePayload {
  game: string;
  /** true marks the game as a favourite, false unmarks it (setting a state: repeating it changes nothing) */
  favourite: boolean;
}

/** The sports-betting providers the platform offers (`/sports`): provider keys of `/sports/{provider}`. */
export interface SportsProviders {
  providers: string[];
}

/** Where a tournament stands at the answer's time. */
export type TournamentStatus = 'running' | 'upcoming';

/**
 * A casino tournament of the platform (spec 1 §2 menu "Tournaments", `/tournaments`): content of
 * the platform, its name not translated, like a game's. Ended tournaments are not listed.
 */
export interface Tournament {
  id: string;
  name: string;
  status: TournamentStatus;
  startsAt: string;
  endsAt: string;
  /** the prize pool, a decimal string in `currency` */
  prizePool: DecimalString;
  currency: string;
  /** the qualifying bet per round, a decimal string in `currency` */
  minBet: DecimalString;
  /** catalogue game keys whose real-money rounds count */
  games: string[];
}

export interface Tournaments {
  tournaments: Tournament[];
}

/**
 * What the player bet and won in a game session so far (the reality-check reminder, UKGC RTS 13:
 * "the amount spent"), decimal strings in the wallet's currency.
 */
export interface GameSessionPlay {
  bets: DecimalString;
  wins: DecimalString;
  currency: string;
}

/** spec 3 §7 activity tracking */
export type ActivityCode = 'sessionTimeIncreaseShown' | 'sessionTimeIncreaseConfirmed';

export interface GamesEndpoints {
  gameCatalogue: { payload: undefined; data: GameCatalogue };
  pendingRounds: { payload: undefined; data: PendingRounds };
  favouriteGames: { payload: undefined; data: FavouriteGames };
  setFavouriteGame: { payload: FavouriteGamePayload; data: FavouriteGames };
  startGame: { payload: StartGamePayload; data: StartedGame; creates: 'gameSession' };
  /** spec 3 §7: prolongGameSession takes no payload; the platform prolongs the player's open session */
  prolongGameSession: { payload: undefined; data: EmptyData };
  closeGameSession: { payload: GameSessionPayload; data: EmptyData };
  trackActivity: { payload: { activityCode: ActivityCode }; data: EmptyData };
  /** the sports provider's frame address for the player (or a visitor's betting view) */
  sportsLaunch: { payload: SportsLaunchPayload; data: { url: string } };
  sportsProviders: { payload: undefined; data: SportsProviders };
  gameSessionPlay: { payload: GameSessionPayload; data: GameSessionPlay };
  tournaments: { payload: undefined; data: Tournaments };
}

export const GAMES_ENDPOINTS = {
  gameCatalogue: { method: 'GET', path: '/games/catalogue', timeoutMs: TIMEOUTS.default },
  pendingRounds: { method: 'GET', path: '/games/pending-rounds', timeoutMs: TIMEOUTS.default },
  favouriteGames: { method: 'GET', path: '/games/favourites', timeoutMs: TIMEOUTS.default },
  setFavouriteGame: { method: 'POST', path: '/games/favourites', timeoutMs: TIMEOUTS.default },
  startGame: { method: 'POST', path: '/games/start', timeoutMs: TIMEOUTS.default, creates: 'gameSession' },
  prolongGameSession: { method: 'POST', path: '/games/session/prolong', timeoutMs: TIMEOUTS.default },
  closeGameSession: { method: 'POST', path: '/games/session/close', timeoutMs: TIMEOUTS.default },
  trackActivity: { method: 'POST', path: '/player/activity', timeoutMs: TIMEOUTS.default },
  sportsLaunch: { method: 'GET', path: '/sports/{provider}/launch', timeoutMs: TIMEOUTS.default },
  sportsProviders: { method: 'GET', path: '/sports/providers', timeoutMs: TIMEOUTS.default },
  gameSessionPlay: { method: 'GET', path: '/games/session/{gameSessionId}/play', timeoutMs: TIMEOUTS.default },
  tournaments: { method: 'GET', path: '/games/tournaments', timeoutMs: TIMEOUTS.default },
} as const satisfies EndpointTable<GamesEndpoints>;
