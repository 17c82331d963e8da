import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_EVENTS } from '../../../src/app/menu/site-events';
import { DETAILS, PLAYER, ok } from '../../stores/fake-api';
import { renderApp } from '../render-app';

const player = {
  session: () => ok({ loggedIn: true, player: PLAYER }),
  accountDetails: () => ok({ ...DETAILS, verified: true, birthDate: '1990-01-01', country: 'HUN' }),
};

async function openMenu(path: string, api: Parameters<typeof renderApp>[1] = {}, name = 'Menu') {
  const view = renderApp(path, api);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return { view, user, menu: screen.getByRole('dialog', { name }) };
}

const listeners: [string, EventListener][] = [];
afterEach(() => listeners.splice(0).forEach(([name, listener]) => window.removeEventListener(name, listener)));
function listen(name: string) {
  const listener = vi.fn();
  window.addEventListener(name, listener);
  listeners.push([name, listener]);
  return listener;
}

describe('side menu from content', () => {
  it('a visitor sees login and sign-up, not the player items', async () => {
    const { menu } = await openMenu('/');
    expect(within(menu).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(menu).getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/registration');
    expect(within(menu).queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(within(menu).queryByRole('button', { name: 'Profile' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe('/promotions');
  });

  it('sub-menus are disclosures: collapsed, opened by keyboard, links localized', async () => {
    const { menu, user } = await openMenu('/hu', { api: player, desktop: true }, 'Menü');
    const profile = within(menu).getByRole('button', { name: 'Profil' });
    expect(profile.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu).queryByRole('link', { name: 'Személyes adatok' })).toBeNull();
    profile.focus();
    await user.keyboard('{Enter}');
    expect(profile.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(profile.getAttribute('aria-controls') ?? '');
    expect(within(list!).getByRole('link', { name: 'Személyes adatok' }).getAttribute('href')).toBe('/hu/my/profile');
    expect(within(menu).getByRole('button', { name: 'Kijelentkezés' })).toBeTruthy();
  });

  it('cookies policy links to ?modal=cookie-policy; live chat and cookie settings raise window events', async () => {
    const chat = listen(SITE_EVENTS.openLiveChat);
    const consent = listen(SITE_EVENTS.openCookieConsent);
    const { menu, user } = await openMenu('/?campaign=5', { desktop: true });
    expect(within(menu).getByRole('link', { name: 'Cookies policy' }).getAttribute('href')).toBe('/?campaign=5&modal=cookie-policy');
    await user.click(within(menu).getByRole('button', { name: 'Live chat' }));
    expect(chat).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Cookie settings' }));
    expect(consent).toHaveBeenCalledTimes(1);
  });

  it('the settings section shows player items by their rules', async () => {
    const { menu } = await openMenu('/', {
      api: { ...player, wallet: () => ok({ currency: 'EUR', cash: '1', promo: '5.00', balance: '6', freeSpins: 3 }) },
      desktop: true,
    });
    const settings = within(menu).getByRole('region', { name: 'Settings' });
    expect(within(settings).getByRole('link', { name: 'Bonus balance' })).toBeTruthy();
    expect(within(settings).getByRole('link', { name: 'My free spins' })).toBeTruthy();
    expect(within(settings).queryByRole('link', { name: 'Verify account' })).toBeNull();
  });
});
