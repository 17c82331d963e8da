import { useEffect } from 'react';
import type { RootStore } from '../../stores/root-store';
import { favouriteGamesOf, type FavouriteGamesStore } from './favourite-games-store';
import type { TileFavourite } from './favourite-toggle';

/**
 * The logged-in player's favourites for a page (read inside an observer): the store, loaded for
 * this player, and the toggle a tile shows — none for a visitor.
 */
export function useFavouriteGames(store: RootStore): { favourites: FavouriteGamesStore | null; tileFavourite: (game: string) => TileFavourite | undefined } {
  const playerId = store.session.loggedIn ? (store.session.player?.id ?? null) : null;
  const favourites = favouriteGamesOf(store.api);
  useEffect(() => {
    if (playerId !== null) favourites.load(playerId);
  }, [favourites, playerId]);
  if (playerId === null) return { favourites: null, tileFavourite: () => undefined };
  return {
    favourites,
    tileFavourite: (game) =>
      favourites.status === 'ready' ? { on: favourites.isFavourite(game), busy: favourites.pending !== null, toggle: () => favourites.toggle(game) } : undefined,
  };
}
