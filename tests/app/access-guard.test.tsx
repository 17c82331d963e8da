import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AccessGuard } from '../../src/app/routes/access-guard';
import type { RouteAccess } from '../../src/app/routes/route-access';
import { StoreContext } from '../../src/app/store-context';
import { createI18n } from '../../src/i18n/i18n';
import { createRootStore } from '../../src/stores/root-store';
import { fakeApi } from '../stores/fake-api';
import { stubScreen } from './render-app';

function renderGuard(access: RouteAccess, at = '/') {
  stubScreen(false);
  const store = createRootStore({ api: fakeApi().api });
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <StoreContext.Provider value={store}>
        <MemoryRouter initialEntries={[at]}>
          <AccessGuard access={access}>
            <p>secret page</p>
          </AccessGuard>
        </MemoryRouter>
      </StoreContext.Provider>
    </I18nextProvider>,
  );
  return store;
}

describe('AccessGuard', () => {
  it('logged-in-only: visitors see authorization required, players the page', async () => {
    const store = renderGuard('loggedIn');
    expect(screen.getByRole('heading', { name: 'Authorization required' })).toBeTruthy();
    expect(screen.queryByText('secret page')).toBeNull();
    await act(() => store.session.login({ login: 'a@b.c', password: 'x' }));
    expect(screen.getByText('secret page')).toBeTruthy();
  });

  it('logged-out-only: players see the fallback, visitors the page', async () => {
    const store = renderGuard('loggedOut');
    expect(screen.getByText('secret page')).toBeTruthy();
    await act(() => store.session.login({ login: 'a@b.c', password: 'x' }));
    expect(screen.getByRole('heading', { name: 'You are already logged in' })).toBeTruthy();
    expect(screen.queryByText('secret page')).toBeNull();
  });

  it('all: everyone sees the page', () => {
    renderGuard('all');
    expect(screen.getByText('secret page')).toBeTruthy();
  });

  it('the login link of the authorization page is the mobile login page, told to come back to this page', () => {
    renderGuard('loggedIn', '/hu/payment/deposit?reference=dep-1');
    expect(screen.getByRole('link', { name: /Log in|Bejelentkezés/ }).getAttribute('href')).toBe(`/hu/login?page-after-login=${encodeURIComponent('/payment/deposit?reference=dep-1')}`);
  });
});
