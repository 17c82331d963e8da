// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { attempt, setUpMockPlatform } from '../mock-platform-harness';

const platform = setUpMockPlatform();

async function logIn(email = 'player@example.com') {
  const result = await platform.client.call('login', { login: email, password: 'Password1' });
  expect(result.ok).toBe(true);
}

describe('mock platform: games (issue 17 §4)', () => {
  it('serves the catalogue with the special betting and bingo ids', async () => {
    const result = await platform.client.call('gameCatalogue', undefined);
    if (!result.ok) throw new Error('catalogue failed');
    const ids = result.data.games.map((game) => game.id);
    expect(ids).toContain(540001);
    expect(ids.some((id) => id >= 250002 && id <= 250019)).toBe(true);
  });

  it('serves the sports providers and the running and upcoming tournaments to visitors too', async () => {
    const providers = await platform.client.call('sportsProviders', undefined);
    expect(providers.ok ? providers.data.providers : providers.error.errorCode).toEqual(['sportsbook', 'virtual']);
    const tournaments = await platform.client.call('tournaments', undefined);
    if (!tournaments.ok) throw new Error('tournaments failed');
    expect(tournaments.data.tournaments.length).toBeGreaterThan(0);
    expect(tournaments.data.tournaments.every((entry) => entry.status === 'running' || entry.status === 'upcoming')).toBe(true);
  });

  it('session play: the QA input adds bets and wins to the open real-money session; only its player reads them', async () => {
    const add = (sessionPlay: unknown) =>
      fetch('http://localhost/api/__mock/games', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ sessionPlay }) });
    expect((await (await add({ bets: '1.00' })).json()).errorCode).toBe(115);
    await logIn();
    expect((await (await add({ bets: '1.00' })).json()).errorCode).toBe(101);
    const started = await platform.client.call('startGame', { game: 'golden-cherries', type: 'real', lang: 'en' }, attempt());
    if (!started.ok) throw new Error('start failed');
    const play = async () => {
      const result = await platform.client.call('gameSessionPlay', { gameSessionId: started.data.gameSessionId });
      return result.ok ? result.data : Number(result.error.errorCode);
    };
    expect(await play()).toMatchObject({ bets: '0.00', wins: '0.00' });
    expect((await (await add({ bets: '12.5x' })).json()).errorCode).toBe(196);
    expect((await add({ bets: '12.50', wins: '3' })).status).toBe(200);
    expect((await add({ bets: '0.10' })).status).toBe(200);
    expect(await play()).toMatchObject({ bets: '12.60', wins: '3.00' });
    expect((await platform.client.call('gameSessionPlay', { gameSessionId: 'gs-unknown' })).ok).toBe(false);
  });

  it('answers the catalogue errors of a start: 131, 132, 12, 133, 237 and a QA failure once', async () => {
    const start = (game: string, type: 'demo' | 'real') => platform.client.call('startGame', { game, type, lang: 'en' }, attempt());
    const code = async (game: string, type: 'demo' | 'real') => {
      const result = await start(game, type);
      return result.ok ? 'ok' : Number(result.error.errorCode);
    };
    expect(await code('no-such-game', 'demo')).toBe(131);
    expect(await code('out-of-order-reels', 'demo')).toBe(132);
    expect(await code('royal-roulette', 'demo')).toBe(12);
    expect(await code('golden-cherries', 'real')).toBe(133);
    expect(await code('golden-cherries', 'demo')).toBe('ok');
    platform.db.state.games!.nextStartFailure = 205;
    expect(await code('golden-cherries', 'demo')).toBe(205);
    expect(await code('golden-cherries', 'demo')).toBe('ok');
    await logIn('closable@example.com');
    expect(await code('golden-cherries', 'real')).toBe(237);
  });

  it('pending rounds: 115 for a visitor, the QA input adds a round of the logged-in player, a real-money start of its game resumes it', async () => {
    const rounds = async () => {
      const result = await platform.client.call('pendingRounds', undefined);
      return result.ok ? result.data.rounds : Number(result.error.errorCode);
    };
    const add = (pendingRound: unknown) =>
      fetch('http://localhost/api/__mock/games', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ pendingRound }) });
    expect(await rounds()).toBe(115);
    await logIn();
    expect(await rounds()).toEqual([]);
    expect((await (await add({ game: 'no-such-game', stake: '1.00' })).json()).errorCode).toBe(196);
    expect((await (await add({ game: 'golden-cherries', stake: 'x' })).json()).errorCode).toBe(196);
    expect((await add({ game: 'golden-cherries', stake: '2.5' })).status).toBe(200);
    expect((await add({ game: 'blackjack-classic', stake: '10.00' })).status).toBe(200);
    expect(await rounds()).toMatchObject([
      { game: 'golden-cherries', stake: '2.50' },
      { game: 'blackjack-classic', stake: '10.00' },
    ]);
    // a demo does not resume a real-money round; a real start does
    expect((await platform.client.call('startGame', { game: 'golden-cherries', type: 'demo', lang: 'en' }, attempt())).ok).toBe(true);
    expect(await rounds()).toHaveLength(2);
    expect((await platform.client.call('startGame', { game: 'golden-cherries', type: 'real', lang: 'en' }, attempt())).ok).toBe(true);
    expect(await rounds()).toMatchObject([{ game: 'blackjack-classic' }]);
  });

  it('favourite games: 115 for a visitor; marking is a state (the latest first, marking twice changes nothing); 131 for an unknown game', async () => {
    const favourites = async () => {
      const result = await platform.client.call('favouriteGames', undefined);
      return result.ok ? result.data.games : Number(result.error.errorCode);
    };
    const mark = async (game: string, favourite: boolean) => {
      const result = await platform.client.call('setFavouriteGame', { game, favourite });
      return result.ok ? result.data.games : Number(result.error.errorCode);
    };
    expect(await favourites()).toBe(115);
    await logIn();
    expect(await favourites()).toEqual([]);
    expect(await mark('golden-cherries', true)).toEqual(['golden-cherries']);
    expect(await mark('blackjack-classic', true)).toEqual(['blackjack-classic', 'golden-cherries']);
    expect(await mark('blackjack-classic', true)).toEqual(['blackjack-classic', 'golden-cherries']);
    expect(await mark('golden-cherries', false)).toEqual(['blackjack-classic']);
    expect(await mark('no-such-game', true)).toBe(131);
    expect(await favourites()).toEqual(['blackjack-classic']);
  });

  it('opens a session with the provider launch address, prolongs it, fails on request and closes it', async () => {
    await logIn();
    const started = await platform.client.call('startGame', { game: 'golden-cherries', type: 'real', lang: 'hu' }, attempt());
    if (!started.ok) throw new Error('start failed');
    const url = new URL(started.data.url);
    expect(url.pathname).toBe('/game.html');
    expect(url.searchParams.get('session')).toBe(started.data.gameSessionId);
    expect(url.searchParams.get('lang')).toBe('hu');
    expect((await platform.client.call('prolongGameSession', undefined)).ok).toBe(true);
    platform.db.state.games!.prolongFailures = 1;
    expect((await platform.client.call('prolongGameSession', undefined)).ok).toBe(false);
    expect((await platform.client.call('prolongGameSession', undefined)).ok).toBe(true);
    expect(platform.db.state.games!.sessions[started.data.gameSessionId]?.prolongCount).toBe(2);
    expect((await platform.client.call('closeGameSession', { gameSessionId: started.data.gameSessionId })).ok).toBe(true);
    expect(platform.db.state.games!.sessions[started.data.gameSessionId]?.closedAt).not.toBeNull();
    // nothing open any more: the prolongation is refused
    expect((await platform.client.call('prolongGameSession', undefined)).ok).toBe(false);
  });

  it('records the session-time activities of a logged-in player only', async () => {
    expect((await platform.client.call('trackActivity', { activityCode: 'sessionTimeIncreaseShown' })).ok).toBe(false);
    await logIn();
    expect((await platform.client.call('trackActivity', { activityCode: 'sessionTimeIncreaseShown' })).ok).toBe(true);
    expect(platform.db.state.games!.activities.map((entry) => entry.activityCode)).toEqual(['sessionTimeIncreaseShown']);
  });
});
