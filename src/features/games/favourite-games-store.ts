import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiPort } from '../../stores/api-port';

/**
 * The logged-in player's favourite games (`/favourite-games` and the lobby's star buttons): loaded
 * once per tab and player, changed through the platform — a toggle shows the platform's answer,
 * never a guess, and a refused one leaves the list as it was with `failed` set for the notice.
 */
export class FavouriteGamesStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  games: string[] = [];
  /** the game whose toggle is under way */
  pending: string | null = null;
  /** the last toggle was refused */
  failed = false;
  private playerId: string | null = null;
  private readonly api: ApiPort;

  constructor(api: ApiPort) {
    this.api = api;
    makeAutoObservable<FavouriteGamesStore, 'api' | 'playerId'>(this, { api: false, playerId: false }, { autoBind: true });
  }

  /** Loads the player's favourites unless loaded for this player or under way (a failed load is tried again). */
  load(playerId: string): void {
    if (this.playerId === playerId && (this.status === 'ready' || this.status === 'loading')) return;
    this.playerId = playerId;
    this.status = 'loading';
    void this.api.call('favouriteGames', undefined).then((answer) =>
      runInAction(() => {
        if (this.playerId !== playerId) return;
        this.status = answer.ok ? 'ready' : 'failed';
        this.games = answer.ok ? answer.data.games : [];
      }),
    );
  }

  isFavourite(game: string): boolean {
    return this.games.includes(game);
  }

  /** Marks or unmarks a game on the platform; the list follows the answer. */
  toggle(game: string): void {
    if (this.pending !== null) return;
    this.pending = game;
    this.failed = false;
    void this.api.call('setFavouriteGame', { game, favourite: !this.isFavourite(game) }).then((answer) =>
      runInAction(() => {
        this.pending = null;
        if (answer.ok) this.games = answer.data.games;
        else this.failed = true;
      }),
    );
  }
}

const STORES = new WeakMap<ApiPort, FavouriteGamesStore>();

/** The tab's favourites store for this api client (one per root store). */
export function favouriteGamesOf(api: ApiPort): FavouriteGamesStore {
  let store = STORES.get(api);
  if (!store) {
    store = new FavouriteGamesStore(api);
    STORES.set(api, store);
  }
  return store;
}
