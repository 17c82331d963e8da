import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, PLAYER } from '../../stores/fake-api';
import { renderApp } from '../render-app';

const loggedIn = { session: () => ok({ loggedIn: true, player: PLAYER }) };
const pages = () =>
  ok([
    { key: 'support', title: 'Support', body: 'We help.' },
    { key: 'general-alarm', title: 'Alarm', body: 'Maintenance.' },
  ]);

describe('buildRoutes', () => {
  it('asks a visitor to log in on a logged-in-only route', async () => {
    renderApp('/payment/deposit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Authorization required' })).toBeTruthy();
  });

  it('serves the sports index to a visitor as the age check asking for a login (spec 3 §5)', async () => {
    renderApp('/hu/sports');
    expect(await screen.findByRole('heading', { level: 1, name: 'A sportfogadás nem érhető el' }, { timeout: 10_000 })).toBeTruthy();
    expect(document.body.classList.contains('page--sports')).toBe(true);
  }, 20_000);

  it('replaces an old address with its new form in the client router', async () => {
    const view = renderApp('/sv/account/profile?tab=1', { api: loggedIn });
    // the profile page is a lazily loaded chunk: give it longer than the 1 s default
    expect(await screen.findByRole('heading', { level: 1, name: 'Personuppgifter' }, { timeout: 10_000 })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/sv/my/profile');
    expect(view.router.state.location.search).toBe('?tab=1');
    expect(view.router.state.historyAction).toBe('REPLACE');
  }, 20_000);

  it('serves a fixed content route and sets page--{key}; a chrome block key is no page', async () => {
    const view = renderApp('/support', { api: { pages } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeTruthy();
    expect(document.body.classList.contains('page--support')).toBe(true);
    await act(() => view.router.navigate('/general-alarm'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('shows not found for a fixed content route whose CMS page is missing', async () => {
    renderApp('/privacy-policy', { api: { pages } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
