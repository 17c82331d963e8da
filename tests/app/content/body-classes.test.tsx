import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { POKER_APP_KEY } from '../../../src/app/layout/body-classes';
import { DETAILS, ok, PLAYER } from '../../stores/fake-api';
import { renderApp } from '../render-app';

const settings = (fe: Record<string, unknown>) => (payload: unknown) =>
  ok((payload as { group: string }).group === 'fe' ? { allowedCountries: [], ...fe } : {});
const body = () => [...document.body.classList];

afterEach(() => window.sessionStorage.clear());

describe('BodyClasses', () => {
  it('marks a visitor, then a player after login, and logged-out again after logout', async () => {
    const view = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to the casino' });
    expect(body()).toContain('logged-out');
    expect(body()).not.toContain('logged-in');
    await act(() => view.store.session.login({ login: 'a', password: 'b' }).then(() => undefined));
    expect(body()).toContain('logged-in');
    expect(body()).not.toContain('logged-out');
    await act(() => view.store.session.logout());
    expect(body()).toContain('logged-out');
  });

  it('applies UK rules and UK minors under GBR for a potential minor, and pay and play when allowed', async () => {
    renderApp('/', {
      api: {
        settings: settings({ market: 'GBR', payAndPlay: { depositAllowed: true, allowedCountries: [] } }),
        session: () => ok({ loggedIn: true, player: PLAYER }),
        accountDetails: () => ok({ ...DETAILS, country: 'GBR', potentialMinor: true }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to the casino' });
    expect(body()).toEqual(expect.arrayContaining(['logged-in', 'potential-minor', 'uk-rules', 'uk-minors', 'pay-and-play-allowed']));
  });

  it('has no country classes for the international market', async () => {
    renderApp('/', { api: { settings: settings({ market: 'INT' }) } });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to the casino' });
    expect(body().filter((name) => /uk-|pay-and-play|potential/.test(name))).toEqual([]);
  });

  it('marks the poker app from customerApp=poker for the rest of the tab', async () => {
    const view = renderApp('/?customerApp=poker');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to the casino' });
    expect(body()).toContain('poker-app');
    await act(() => view.router.navigate('/support'));
    expect(body()).toContain('poker-app');
    expect(window.sessionStorage.getItem(POKER_APP_KEY)).toBe('1');
  });
});
