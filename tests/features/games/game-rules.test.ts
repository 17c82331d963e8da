import { describe, expect, it } from 'vitest';
import type { CatalogueGame, GameMenu } from '../../../src/api/endpoints';
import { gameKind } from '../../../src/features/games/game-kind';
import { gameLink } from '../../../src/features/games/game-link';
import { hasLiveCasino, lobbyGames } from '../../../src/features/games/lobby-games';
import { SESSION_TIME_SNOOZE_MS, sessionTimeSnooze } from '../../../src/features/games/session-time-snooze';

const game = (over: Partial<CatalogueGame>): CatalogueGame => ({ id: 1, key: 'g', name: 'G', provider: 'P', image: '/cms/games/g.svg', groups: [], live: false, demo: true, ...over });
const MENU: GameMenu = { casino: [{ key: 'slots', title: 'Slots' }], live: [{ key: 'roulette', title: 'Roulette' }, { key: 'all', title: 'All' }] };

describe('games: special ids (spec 3 §9)', () => {
  it.each([
    [250001, 'casino'],
    [250002, 'betting'],
    [250019, 'betting'],
    [250020, 'casino'],
    [540001, 'bingo'],
    [1001, 'casino'],
  ])('%i is %s', (id, kind) => expect(gameKind(id)).toBe(kind));
});

describe('games: tile links', () => {
  it('demo for visitors, real once logged in or without a demo, betting to its sports provider', () => {
    expect(gameLink(game({ key: 'a b' }), false)).toBe('/all-games/a%20b/demo');
    expect(gameLink(game({}), true)).toBe('/all-games/g/real');
    expect(gameLink(game({ demo: false }), false)).toBe('/all-games/g/real');
    expect(gameLink(game({ id: 250005 }), false)).toBe('/sports/virtual');
  });
});

describe('games: lobby selection (spec 1 §2)', () => {
  const games = [game({ key: 's', groups: ['slots'] }), game({ key: 'r', live: true, groups: ['roulette'] }), game({ key: 'b', live: true, groups: ['baccarat'] })];
  it('lists a group, every game of a mode, the live "all" group, and refuses an unknown group', () => {
    expect(lobbyGames(MENU, games, 'casino', 'slots')?.games.map((entry) => entry.key)).toEqual(['s']);
    expect(lobbyGames(MENU, games, 'live', null)?.games.map((entry) => entry.key)).toEqual(['r', 'b']);
    expect(lobbyGames(MENU, games, 'live', 'all')?.games.map((entry) => entry.key)).toEqual(['r', 'b']);
    expect(lobbyGames(MENU, games, 'casino', 'nope')).toBeNull();
  });
  it('has a live casino only when the menu serves live groups', () => {
    expect(hasLiveCasino(MENU)).toBe(true);
    expect(hasLiveCasino({ ...MENU, live: [] })).toBe(false);
  });
});

describe('games: session-time snooze (spec 3 §4)', () => {
  it('is per player and ends after 24 hours', () => {
    const values = new Map<string, string>();
    const store = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
    sessionTimeSnooze.snooze('p1', 1000, store);
    expect(sessionTimeSnooze.isSnoozed('p1', 1000 + SESSION_TIME_SNOOZE_MS - 1, store)).toBe(true);
    expect(sessionTimeSnooze.isSnoozed('p2', 1000, store)).toBe(false);
    expect(sessionTimeSnooze.isSnoozed('p1', 1000 + SESSION_TIME_SNOOZE_MS, store)).toBe(false);
  });
});

describe('after login: a demo becomes /real once the games are loaded (spec 1 §4)', () => {
  it('waits while the catalogue loads, then switches', async () => {
    const { planAfterLogin } = await import('../../../src/features/login/plan-after-login');
    const state = { loggedIn: true, verificationAsked: false, overlayOpen: false, path: '/all-games/gem-cascade/demo', game: null, page: null, modal: null };
    expect(planAfterLogin({ ...state, gamesLoaded: false })).toEqual({ kind: 'wait' });
    expect(planAfterLogin({ ...state, gamesLoaded: true })).toEqual({ kind: 'navigate', to: '/all-games/gem-cascade/real', consumed: false });
  });
});
