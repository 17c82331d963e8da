import { describe, expect, it } from 'vitest';
import { planAfterLogin, type AfterLoginState } from '../../../src/features/login/plan-after-login';

const state = (overrides: Partial<AfterLoginState> = {}): AfterLoginState => ({
  loggedIn: true,
  verificationAsked: false,
  overlayOpen: false,
  path: '/',
  game: null,
  page: null,
  modal: null,
  ...overrides,
});

describe('planAfterLogin', () => {
  it('does nothing for a visitor or without targets', () => {
    expect(planAfterLogin(state({ loggedIn: false, page: '/my/profile' }))).toEqual({ kind: 'none' });
    expect(planAfterLogin(state())).toEqual({ kind: 'none' });
  });

  it('sends the player to game-after-login, a demo type becoming real', () => {
    expect(planAfterLogin(state({ game: { game: 'starburst', type: 'demo' } }))).toEqual({
      kind: 'navigate',
      to: '/all-games/starburst/real',
      consumed: true,
    });
    expect(planAfterLogin(state({ game: { game: 'starburst', type: 'fun' } }))).toMatchObject({ to: '/all-games/starburst/fun' });
  });

  it('waits with game-after-login while e-mail or phone verification is asked', () => {
    expect(planAfterLogin(state({ game: { game: 'g', type: 'demo' }, page: '/my/profile', verificationAsked: true }))).toEqual({ kind: 'wait' });
  });

  it('prefers game-after-login, then page-after-login, then modal-after-login', () => {
    const all = state({ game: { game: 'g', type: 'demo' }, page: '/my/profile', modal: 'deposit' });
    expect(planAfterLogin(all)).toMatchObject({ to: '/all-games/g/real' });
    expect(planAfterLogin({ ...all, game: null })).toEqual({ kind: 'navigate', to: '/my/profile', consumed: true });
    expect(planAfterLogin({ ...all, game: null, page: null, path: '/live' })).toEqual({
      kind: 'navigate',
      to: '/live?modal=deposit',
      consumed: true,
    });
  });

  it('waits while a modal or the login page is open', () => {
    expect(planAfterLogin(state({ overlayOpen: true, page: '/my/profile' }))).toEqual({ kind: 'wait' });
    expect(planAfterLogin(state({ overlayOpen: true }))).toEqual({ kind: 'none' });
  });

  it('turns a demo game address into /real once logged in, without using up the targets', () => {
    expect(planAfterLogin(state({ path: '/all-games/starburst/demo', page: '/my/profile' }))).toEqual({
      kind: 'navigate',
      to: '/all-games/starburst/real',
      consumed: false,
    });
    expect(planAfterLogin(state({ loggedIn: false, path: '/all-games/starburst/demo' }))).toEqual({ kind: 'none' });
  });

  it('a login on a logged-out-only page leaves it: for the planned target, else home (issue 10)', () => {
    const onLogin = { path: '/login', leavePage: true };
    expect(planAfterLogin(state(onLogin))).toEqual({ kind: 'navigate', to: '/', consumed: false });
    expect(planAfterLogin(state({ ...onLogin, page: '/promotions' }))).toEqual({ kind: 'navigate', to: '/promotions', consumed: true });
    expect(planAfterLogin(state({ ...onLogin, modal: 'deposit' }))).toEqual({ kind: 'navigate', to: '/?modal=deposit', consumed: true });
    // a game that waits for verification waits at home, still armed
    expect(planAfterLogin(state({ ...onLogin, verificationAsked: true, game: { game: 'starburst', type: 'real' } }))).toEqual({
      kind: 'navigate',
      to: '/',
      consumed: false,
    });
    // a page that finishes after login (registration's success screen) is an open overlay: it stays
    expect(planAfterLogin(state({ ...onLogin, overlayOpen: true }))).toEqual({ kind: 'none' });
  });
});
