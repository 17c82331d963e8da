import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { DETAILS, ok, PLAYER } from '../../stores/fake-api';
import { renderApp } from '../render-app';

const verified = { accountDetails: () => ok({ ...DETAILS, emailVerified: true, phoneVerified: true }) };
const loggedIn = { ...verified, session: () => ok({ loggedIn: true, player: PLAYER }) };

async function logOutFromHeader(): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: /^Anna, balance/ }));
  fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
}

afterEach(() => window.sessionStorage.clear());

describe('after login (spec 1 §4)', () => {
  it('logs in by the authorizationToken of the address once and removes it', async () => {
    const view = renderApp('/?authorizationToken=valid-token&x=1', { api: verified });
    await waitFor(() => expect(view.callsOf('loginByToken')).toHaveLength(1));
    expect(view.callsOf('loginByToken')[0]?.payload).toEqual({ t: 'valid-token' });
    await waitFor(() => expect(view.router.state.location.search).toBe('?x=1'));
    expect(await screen.findByText('You are logged in now')).toBeTruthy();
    expect(view.callsOf('loginByToken')).toHaveLength(1);
  });

  it('sends a logged-in player to page-after-login', async () => {
    const view = renderApp('/?page-after-login=/my/profile', { api: loggedIn });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/my/profile'));
  });

  it('reads page-after-login from an in-app navigation too, then removes it from the address', async () => {
    const view = renderApp('/', { api: loggedIn });
    await screen.findByRole('button', { name: /^Anna, balance/ });
    await act(async () => {
      await view.router.navigate('/?page-after-login=%2Fmy%2Fprofile');
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/my/profile'));
    expect(view.router.state.location.search).toBe('');
  });

  it('opens modal-after-login on the current page under the language prefix', async () => {
    const view = renderApp('/hu/?modal-after-login=deposit', { api: loggedIn });
    await waitFor(() => expect(view.router.state.location.search).toBe('?modal=deposit'));
    expect(view.router.state.location.pathname).toBe('/hu');
  });

  it('opens no modal-after-login right after an iDenfy success, and uses the success up', async () => {
    window.sessionStorage.setItem('site:idenfy-verified', '1');
    const view = renderApp('/hu/?modal-after-login=deposit', { api: loggedIn });
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    await waitFor(() => expect(window.sessionStorage.getItem('site:idenfy-verified')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.router.state.location.search).toBe('');
    expect(view.router.state.location.pathname).toMatch(/^\/hu\/?$/);
  });

  it('goes to game-after-login as real once verification is no longer asked, remembered in session storage', async () => {
    const view = renderApp('/?game-after-login=starburst', { api: { ...loggedIn, accountDetails: () => ok({ ...DETAILS, emailVerified: true, phoneVerified: false }), session: () => ok({ loggedIn: true, player: { ...PLAYER, phoneVerified: false } }) } });
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(JSON.parse(window.sessionStorage.getItem('site:game-after-login') ?? 'null')).toEqual({ game: 'starburst', type: 'demo', armed: true });
    expect(view.router.state.location.pathname).toBe('/');
    await act(async () => {
      runInAction(() => {
        view.store.player.details = { ...DETAILS, emailVerified: true, phoneVerified: true };
      });
      await Promise.resolve();
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/all-games/starburst/real'));
    expect(JSON.parse(window.sessionStorage.getItem('site:game-after-login') ?? 'null')).toMatchObject({ armed: false });
  });

  it('re-arms game-after-login after logout and uses it at the next login', async () => {
    window.sessionStorage.setItem('site:game-after-login', JSON.stringify({ game: 'starburst', type: 'demo', armed: false }));
    const view = renderApp('/', { api: loggedIn });
    await screen.findByRole('banner');
    await act(() => view.store.session.logout());
    expect(JSON.parse(window.sessionStorage.getItem('site:game-after-login') ?? 'null')).toMatchObject({ armed: true });
    await act(() => view.store.session.login({ login: 'anna@example.com', password: 'Password1' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/all-games/starburst/real'));
  });

  it('turns a demo game address into real for a logged-in player', async () => {
    const view = renderApp('/all-games/starburst/demo', { api: loggedIn });
    // only once the game page (loaded lazily) has settled the game catalogue (spec 1 §4: "and games are loaded")
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/all-games/starburst/real'), { timeout: 5000 });
  });

  it('calls changeLanguage after every login', async () => {
    const view = renderApp('/hu/?authorizationToken=t1', { api: verified });
    await waitFor(() => expect(view.callsOf('changeLanguage')).toHaveLength(1));
    expect(view.callsOf('changeLanguage')[0]?.payload).toEqual({ language: 'hu' });
  });
});

describe('logout in poker mode (spec 1 §4)', () => {
  it('stays on the page instead of going home', async () => {
    window.sessionStorage.setItem('site:poker-app', '1');
    const view = renderApp('/support', { api: loggedIn });
    await logOutFromHeader();
    await waitFor(() => expect(view.callsOf('logout')).toHaveLength(1));
    expect(view.router.state.location.pathname).toBe('/support');
  });

  it('goes home outside poker mode', async () => {
    const view = renderApp('/support', { api: loggedIn });
    await logOutFromHeader();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  });
});
