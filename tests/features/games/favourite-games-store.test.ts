import { describe, expect, it, vi } from 'vitest';
import { FavouriteGamesStore } from '../../../src/features/games/favourite-games-store';
import type { ApiPort } from '../../../src/stores/api-port';

function api(answers: Record<string, unknown>) {
  const call = vi.fn((name: string) => Promise.resolve(answers[name]));
  return { port: { call } as unknown as ApiPort, call };
}

describe('FavouriteGamesStore', () => {
  it('loads once per player and follows the platform answer of a toggle', async () => {
    const { port, call } = api({ favouriteGames: { ok: true, data: { games: ['golden-cherries'] } }, setFavouriteGame: { ok: true, data: { games: ['lucky-sevens', 'golden-cherries'] } } });
    const store = new FavouriteGamesStore(port);
    store.load('p1');
    store.load('p1');
    await vi.waitFor(() => expect(store.status).toBe('ready'));
    expect(call.mock.calls.filter(([name]) => name === 'favouriteGames')).toHaveLength(1);
    expect(store.isFavourite('golden-cherries')).toBe(true);
    store.toggle('lucky-sevens');
    expect(store.pending).toBe('lucky-sevens');
    expect(call).toHaveBeenLastCalledWith('setFavouriteGame', { game: 'lucky-sevens', favourite: true });
    await vi.waitFor(() => expect(store.pending).toBeNull());
    expect(store.games).toEqual(['lucky-sevens', 'golden-cherries']);
    // another player (after a new login) loads their own
    store.load('p2');
    expect(call.mock.calls.filter(([name]) => name === 'favouriteGames')).toHaveLength(2);
  });

  it('a refused toggle leaves the list as it was and says so', async () => {
    const { port } = api({ favouriteGames: { ok: true, data: { games: ['golden-cherries'] } }, setFavouriteGame: { ok: false, error: { errorCode: 100 } } });
    const store = new FavouriteGamesStore(port);
    store.load('p1');
    await vi.waitFor(() => expect(store.status).toBe('ready'));
    store.toggle('golden-cherries');
    await vi.waitFor(() => expect(store.pending).toBeNull());
    expect(store.failed).toBe(true);
    expect(store.games).toEqual(['golden-cherries']);
  });
});
