import { describe, expect, it } from 'vitest';
import { menuState } from '../../../src/app/menu/menu-state';
import { createRootStore } from '../../../src/stores/root-store';
import { DETAILS, PLAYER, WALLET, fakeApi, ok } from '../../stores/fake-api';

const now = new Date('2026-06-15T12:00:00Z');

async function stores(options: { loggedIn: boolean; fe?: Record<string, unknown>; details?: object; wallet?: object }) {
  const fake = fakeApi({
    settings: (payload) => ok((payload as { group: string }).group === 'fe' ? { allowedCountries: [], market: 'HUN', ...options.fe } : {}),
    session: () => ok(options.loggedIn ? { loggedIn: true, player: PLAYER } : { loggedIn: false }),
    accountDetails: () => ok({ ...DETAILS, ...options.details }),
    wallet: () => ok({ ...WALLET, ...options.wallet }),
    pages: () => ok([{ key: 'about-us', title: 'About', body: '' }, { key: 'vip', title: 'VIP', body: '', markers: ['postlogin'] }]),
  });
  const store = createRootStore({ api: fake.api });
  await store.boot.start('en');
  return store;
}

describe('menuState', () => {
  it('a visitor: no player data; applied country from the served market; device from the viewport', async () => {
    const state = menuState(await stores({ loggedIn: false }), { desktop: false, language: 'en', now });
    expect(state).toMatchObject({
      loggedIn: false,
      verified: null,
      payAndPlay: false,
      deviceType: 'mobile',
      appliedCountry: 'HUN',
      birthDate: null,
      promoAmount: null,
      hasPermanentNetDepositLimit: false,
      contentPages: ['about-us'],
      sportsBettingAgeLimit: {},
    });
    expect(state.scope.player).toMatchObject({ loggedIn: false, payAndPlay: false });
  });

  it('a player: details, wallet and settings feed the rules and the expression scope', async () => {
    const store = await stores({
      loggedIn: true,
      fe: { deviceType: 2, sportsBettingAgeLimit: { default: 18, EST: 21, note: 'x' } },
      details: { verified: false, payAndPlay: true, appliedCountryRules: 'SWE', permanentNetDepositLimit: '2000.00', birthDate: '2001-02-03', country: 'SWE' },
      wallet: { promo: '12.50', freeSpins: 4 },
    });
    const state = menuState(store, { desktop: true, language: 'sv', now });
    expect(state).toMatchObject({
      loggedIn: true,
      verified: false,
      payAndPlay: true,
      deviceType: 'mobile',
      appliedCountry: 'SWE',
      country: 'SWE',
      birthDate: '2001-02-03',
      promoAmount: '12.50',
      hasPermanentNetDepositLimit: true,
      contentPages: ['about-us', 'vip'],
      sportsBettingAgeLimit: { default: 18, EST: 21 },
    });
    expect(state.scope).toMatchObject({
      appliedCountry: 'SWE',
      language: 'sv',
      wallet: { promo: '12.50', freeSpins: 4 },
      limits: { netDepositPermanent: true },
      device: { type: 'mobile' },
    });
  });

  it('falls back to the session player when details lack the verification flag', async () => {
    const state = menuState(await stores({ loggedIn: true }), { desktop: true, language: 'en', now });
    expect(state).toMatchObject({ verified: true, deviceType: 'desktop', appliedCountry: 'HUN', });
  });
});
