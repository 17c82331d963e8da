import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, PLAYER } from '../stores/fake-api';
import { renderApp } from './render-app';

const loggedIn = { session: () => ok({ loggedIn: true, player: PLAYER }) };

describe('site shell', () => {
  it('shows the main loading screen until startup data is loaded, then the home page', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    renderApp('/', { api: { pages: () => gate.then(() => ok([])) } });
    expect(screen.getByText('Loading the site…')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    await act(async () => {
      release();
      await gate;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the casino' })).toBeTruthy();
    expect(screen.queryByText('Loading the site…')).toBeNull();
  });

  it('shows the unexpected-error page with a reload button when startup fails', async () => {
    renderApp('/', { api: { languages: () => fail(500) } });
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong...' })).toBeTruthy();
    expect(screen.getByText('Please reload the page and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('shows Hungarian under /hu and sets the document language', async () => {
    renderApp('/hu/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Üdvözöljük a kaszinóban' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hu');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Bejelentkezés' })).toBeTruthy();
  });

  it('shows the not-found page for unknown paths and CMS pages at /{key}', async () => {
    const view = renderApp('/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await act(() => view.router.navigate('/privacy-policy'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    // the markdown renderer loads with the first page body shown (issue 18)
    expect(await screen.findByText('We keep your data safe.')).toBeTruthy();
  });

  it('asks visitors to log in on logged-in-only routes', async () => {
    const view = renderApp('/logout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Authorization required' })).toBeTruthy();
    await act(() => view.router.navigate('/sv/my/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggning krävs' })).toBeTruthy();
    expect(view.callsOf('logout')).toHaveLength(0);
  });

  it('shows the logged-out-only fallback to players', async () => {
    renderApp('/registration', { api: loggedIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are already logged in' })).toBeTruthy();
  });

  it('a page that throws ends on the unexpected-error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Boom = () => {
      throw new Error('boom');
    };
    renderApp('/boom', { table: [{ path: '/boom', access: 'all', page: () => Promise.resolve({ default: Boom }) }] });
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong...' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});

describe('header', () => {
  it('offers login and registration to visitors: pages on mobile', async () => {
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(within(header).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/registration');
    expect(within(header).getByRole('link', { name: 'Casino home page' }).getAttribute('href')).toBe('/');
  });

  it('offers login and registration to visitors: modals on desktop', async () => {
    renderApp('/hu', { desktop: true });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Bejelentkezés' }).getAttribute('href')).toBe('/hu?modal=login');
  });

  it('shows a player the balance in German format with deposit and withdraw links', async () => {
    renderApp('/', { api: loggedIn, desktop: true });
    const header = await screen.findByRole('banner');
    const balance = await within(header).findByRole('button', { name: 'Anna, balance 1.234,50 €' });
    expect(balance.textContent).toContain('1.234,50 €');
    expect(within(header).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/payment/deposit');
    expect(within(header).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/payment/withdrawal');
    expect(within(header).queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('refreshes account details with a 100 ms limit when the balance popover opens, and logs out', async () => {
    const view = renderApp('/', { api: loggedIn, desktop: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /balance 1\.234,50/ }));
    expect(view.callsOf('accountDetails').at(-1)?.options).toEqual({ timeoutMs: 100 });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(view.callsOf('logout')).toHaveLength(1);
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('the language switch changes the prefix and tells the server for a player', async () => {
    const view = renderApp('/', { api: loggedIn });
    await screen.findByRole('banner');
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Svenska' }));
    expect(view.router.state.location.pathname).toBe('/sv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Välkommen till kasinot' })).toBeTruthy();
    await vi.waitFor(() => expect(view.callsOf('changeLanguage').map((call) => call.payload)).toEqual([{ language: 'sv' }]));
  });

  it('the side menu is a dialog with the menu links; Escape closes it', async () => {
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/registration');
    expect(within(menu).getByRole('link', { name: 'Privacy policy' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('modals', () => {
  it('?modal=login opens an accessible dialog on desktop; Escape clears the query', async () => {
    const view = renderApp('/?modal=login&campaign=5', { desktop: true });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(document.querySelector('.shell')?.hasAttribute('inert')).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.router.state.location.search).toBe('?campaign=5');
  });

  it('keeps Tab inside the dialog', async () => {
    renderApp('/?modal=registration', { desktop: true });
    const dialog = await screen.findByRole('dialog', { name: 'Registration' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
  });

  it('the close button clears the query', async () => {
    const view = renderApp('/sv?modal=forgot-password', { desktop: true });
    const dialog = await screen.findByRole('dialog', { name: 'Glömt lösenord' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.router.state.location.pathname).toBe('/sv');
  });

  it('/login on desktop redirects to the modal', async () => {
    const view = renderApp('/hu/login?campaign=5', { desktop: true });
    expect(await screen.findByRole('dialog', { name: 'Bejelentkezés' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/hu');
    expect(new URLSearchParams(view.router.state.location.search).get('modal')).toBe('login');
  });

  it('/login on mobile is a page; ?modal=login on mobile goes there', async () => {
    const view = renderApp('/?modal=login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.router.state.location.pathname).toBe('/login');
  });

  it('does not open a logged-out-only modal for a player', async () => {
    renderApp('/?modal=login', { api: loggedIn, desktop: true });
    await screen.findByRole('banner');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
