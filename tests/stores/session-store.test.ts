import { describe, expect, it, vi } from 'vitest';
import { createRootStore } from '../../src/stores/root-store';
import { DETAILS, PLAYER, fail, fakeApi, ok } from './fake-api';

function setup(overrides: Parameters<typeof fakeApi>[0] = {}, language = 'hu') {
  const fake = fakeApi(overrides);
  const store = createRootStore({ api: fake.api, language: () => language });
  const events = { LOGIN: vi.fn(), LOGGED_IN_FIRST_TIME: vi.fn(), REGISTERED: vi.fn(), LOGGED_OUT: vi.fn() };
  store.events.on('LOGIN', events.LOGIN);
  store.events.on('LOGGED_IN_FIRST_TIME', events.LOGGED_IN_FIRST_TIME);
  store.events.on('REGISTERED', events.REGISTERED);
  store.events.on('LOGGED_OUT', events.LOGGED_OUT);
  return { ...fake, store, events };
}

describe('SessionStore', () => {
  it('logs in: player, account details and wallet loaded, LOGIN emitted once', async () => {
    const { store, events, callsOf } = setup();
    const result = await store.session.login({ login: 'anna@example.com', password: 'Secret123' });

    expect(result.ok).toBe(true);
    expect(store.session.loggedIn).toBe(true);
    expect(store.session.player?.publicUserId).toBe('p-1001');
    expect(store.player.details?.nickName).toBe('Anna');
    expect(store.wallet.balance).toBe('1234.5');
    expect(callsOf('login')[0]?.payload).toEqual({ login: 'anna@example.com', password: 'Secret123' });
    expect(events.LOGIN).toHaveBeenCalledTimes(1);
    expect(events.LOGIN).toHaveBeenCalledWith({ playerId: 'p-1001' });
    expect(events.LOGGED_IN_FIRST_TIME).not.toHaveBeenCalled();
    expect(store.session.pending).toBe(false);
  });

  it('emits LOGGED_IN_FIRST_TIME (and no LOGIN) exactly once, after the details are loaded', async () => {
    let detailsLoaded = false;
    const { store, events } = setup({
      accountDetails: async () => {
        await Promise.resolve();
        detailsLoaded = true;
        return ok({ ...DETAILS, firstLogin: true });
      },
    });
    store.events.on('LOGGED_IN_FIRST_TIME', () => expect(detailsLoaded).toBe(true));

    await store.session.login({ login: 'anna@example.com', password: 'Secret123' });

    expect(events.LOGGED_IN_FIRST_TIME).toHaveBeenCalledTimes(1);
    expect(events.LOGGED_IN_FIRST_TIME).toHaveBeenCalledWith({ playerId: 'p-1001' });
    expect(events.LOGIN).not.toHaveBeenCalled();
  });

  it('a failed login keeps the visitor logged out and keeps the error', async () => {
    const { store, events, callsOf } = setup({ login: () => fail(107, { errorDetails: { hackCount: 1 } }) });
    const result = await store.session.login({ login: 'anna@example.com', password: 'wrong' });

    expect(result).toEqual({ ok: false, error: expect.objectContaining({ errorCode: 107 }) });
    expect(store.session.loggedIn).toBe(false);
    expect(store.session.player).toBeNull();
    expect(store.session.error?.errorCode).toBe(107);
    expect(callsOf('wallet')).toHaveLength(0);
    expect(events.LOGIN).not.toHaveBeenCalled();
    expect(events.LOGGED_IN_FIRST_TIME).not.toHaveBeenCalled();
  });

  it('tells the server the shown language after every login', async () => {
    const { store, callsOf } = setup({}, 'sv');
    await store.session.login({ login: 'a@b.c', password: 'x' });
    expect(callsOf('changeLanguage').map((call) => call.payload)).toEqual([{ language: 'sv' }]);
    // the stored language now matches: no second call
    await store.session.syncLanguage('sv');
    expect(callsOf('changeLanguage')).toHaveLength(1);
    await store.session.syncLanguage('hu');
    expect(callsOf('changeLanguage').map((call) => call.payload)).toEqual([{ language: 'sv' }, { language: 'hu' }]);
  });

  it('logs in by token with the token payload', async () => {
    const { store, callsOf, events } = setup();
    await store.session.loginByToken({ t: 'abc', tokenProvider: 'trustly' });
    expect(callsOf('loginByToken')[0]?.payload).toEqual({ t: 'abc', tokenProvider: 'trustly' });
    expect(store.session.loggedIn).toBe(true);
    expect(events.LOGIN).toHaveBeenCalledTimes(1);
  });

  it('logs out locally even when the logout call fails, and emits LOGGED_OUT', async () => {
    const { store, events } = setup({ logout: () => fail(0, { kind: 'network' }) });
    await store.session.login({ login: 'a@b.c', password: 'x' });
    await store.session.logout();
    expect(store.session.loggedIn).toBe(false);
    expect(store.session.player).toBeNull();
    expect(store.wallet.wallet).toBeNull();
    expect(store.player.details).toBeNull();
    expect(events.LOGGED_OUT).toHaveBeenCalledTimes(1);
  });

  it('restores a server session without a login event', async () => {
    const { store, events } = setup({ session: () => ok({ loggedIn: true, player: PLAYER }) });
    await store.session.restore();
    expect(store.session.loggedIn).toBe(true);
    expect(store.session.nickname).toBe('Anna');
    expect(store.wallet.currency).toBe('EUR');
    expect(events.LOGIN).not.toHaveBeenCalled();
  });

  it('a failed session read leaves a visitor', async () => {
    const { store } = setup({ session: () => fail(0, { kind: 'timeout' }) });
    await store.session.restore();
    expect(store.session.loggedIn).toBe(false);
  });

  it('emits REGISTERED with the e-mail', () => {
    const { store, events } = setup();
    store.session.registered('new@example.com');
    expect(events.REGISTERED).toHaveBeenCalledWith({ email: 'new@example.com' });
  });

  it('does not call changeLanguage for a visitor', async () => {
    const { store, callsOf } = setup();
    expect(await store.session.changeLanguage('hu')).toBe(false);
    expect(callsOf('changeLanguage')).toHaveLength(0);
  });

  it('activates an account with the code', async () => {
    const { store, callsOf } = setup({ activate: () => fail(120) });
    const result = await store.session.activate('code-1');
    expect(callsOf('activate')[0]?.payload).toEqual({ activationCode: 'code-1' });
    expect(result.ok).toBe(false);
  });
});
