import { useEffect } from 'react';
import type { ApiPort } from '../../stores/api-port';
import { gameCatalogueOf } from './game-catalogue-store';
import type { GameCatalogueState } from './load-game-catalogue';

/** The lobby's data for a page (read inside an observer): loading, ready, or failed with a retry. */
export function useGameCatalogue(api: ApiPort): { state: GameCatalogueState; retry: () => void } {
  const store = gameCatalogueOf(api);
  useEffect(() => store.load(), [store]);
  return { state: store.state, retry: () => store.load() };
}
