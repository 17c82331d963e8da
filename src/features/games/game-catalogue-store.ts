import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ApiPort } from '../../stores/api-port';
import { loadGameCatalogue, type GameCatalogueState } from './load-game-catalogue';

/**
 * The game menu and catalogue for the tab (spec 1 §2, §4): loaded once by the first lobby or game
 * page and kept, so the lobby and the game share it and the after-login rule can tell when the
 * games are loaded (a demo address becomes /real only then).
 */
export class GameCatalogueStore {
  state: GameCatalogueState = { status: 'idle' };
  private readonly api: ApiPort;

  constructor(api: ApiPort) {
    this.api = api;
    makeAutoObservable<GameCatalogueStore, 'api'>(this, { api: false, state: observableRef }, { autoBind: true });
  }

  /** the load has ended, with the games or failed (a failed catalogue must not hold a player on a demo) */
  get settled(): boolean {
    return this.state.status === 'ready' || this.state.status === 'failed';
  }

  /** Loads unless loaded or under way; a failed load is tried again. */
  load(): void {
    if (this.state.status === 'ready' || this.state.status === 'loading') return;
    this.state = { status: 'loading' };
    void loadGameCatalogue(this.api).then((loaded) => runInAction(() => (this.state = loaded)));
  }
}

const STORES = new WeakMap<ApiPort, GameCatalogueStore>();

/** The tab's catalogue store for this api client (one per root store). */
export function gameCatalogueOf(api: ApiPort): GameCatalogueStore {
  let store = STORES.get(api);
  if (!store) {
    store = new GameCatalogueStore(api);
    STORES.set(api, store);
  }
  return store;
}
