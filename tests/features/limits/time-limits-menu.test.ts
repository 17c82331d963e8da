import { describe, expect, it } from 'vitest';
import sideMenu from '../../../schemas/menus/side-menu.json';
import { menuState } from '../../../src/app/menu/menu-state';
import { offersTimeLimits, realityCheckMinutesFor, timeLimitsOf, timeLimitsProblem } from '../../../src/engine/limits/time-limits';
import { settingsFor } from '../../../src/engine/settings-for';
import { isItemVisible } from '../../../src/engine/visibility/is-item-visible';
import type { VisibilityRules } from '../../../src/engine/visibility/visibility-rules';
import { createRootStore } from '../../../src/stores/root-store';
import { DETAILS, PLAYER, WALLET, fakeApi, ok } from '../../stores/fake-api';

interface Item {
  id: string;
  visibility?: VisibilityRules;
  children?: Item[];
}

const sessionItem = (sideMenu.items as Item[]).flatMap((item) => item.children ?? []).find((item) => item.id === 'limits-session-time');

async function playerStore(timeLimits: unknown) {
  const fake = fakeApi({
    settings: (payload) => ok((payload as { group: string }).group === 'fe' ? { allowedCountries: [], market: 'GBR', timeLimits } : {}),
    session: () => ok({ loggedIn: true, player: PLAYER }),
    accountDetails: () => ok(DETAILS),
    wallet: () => ok(WALLET),
    pages: () => ok([]),
  });
  const store = createRootStore({ api: fake.api });
  await store.boot.start('en');
  return store;
}

describe('the time-limits link (spec 3 §2: shown unless both reality check and session limits are unavailable)', () => {
  it.each([
    [{ realityCheck: true, sessionLimits: true }, true],
    [{ realityCheck: true, sessionLimits: false }, true],
    [{ realityCheck: false, sessionLimits: true }, true],
    [{ realityCheck: false, sessionLimits: false }, false],
  ])('side menu with fe.timeLimits %o: shown %s', async (timeLimits, shown) => {
    expect(sessionItem?.visibility).toBeDefined();
    const state = menuState(await playerStore(timeLimits), { desktop: true, language: 'en', now: new Date('2026-01-15T12:00:00Z') });
    expect(isItemVisible(sessionItem?.visibility, state)).toBe(shown);
    expect(offersTimeLimits(timeLimitsOf(timeLimits))).toBe(shown);
  });

  it('the markets: session limits everywhere, reality checks where the UK regulator asks for them', () => {
    for (const market of ['INT', 'HUN', 'SWE', 'NLD', 'MLT', 'EST']) expect(timeLimitsOf(settingsFor(market).fe.timeLimits)).toEqual({ realityCheck: false, sessionLimits: true, realityCheckMinutes: null, realityCheckChoice: false });
    expect(timeLimitsOf(settingsFor('GBR').fe.timeLimits)).toEqual({ realityCheck: true, sessionLimits: true, realityCheckMinutes: 60, realityCheckChoice: true });
  });

  it('a malformed setting is named, and keeps the link (a player is never cut off from a tool by a typo)', () => {
    expect(timeLimitsProblem({ realityCheck: 'yes', sessionLimits: true })).toBe('realityCheck must be true or false');
    expect(timeLimitsProblem(undefined)).toMatch(/must be an object/);
    expect(timeLimitsOf({ sessionLimits: false })).toEqual({ realityCheck: false, sessionLimits: true, realityCheckMinutes: null, realityCheckChoice: false });
    expect(timeLimitsProblem({ realityCheck: true, sessionLimits: true, realityCheckChoice: 'yes', realityCheckMinutes: 60 })).toBe('realityCheckChoice must be true or false');
    expect(timeLimitsProblem({ realityCheck: true, sessionLimits: true, realityCheckChoice: true })).toMatch(/needs realityCheckMinutes/);
  });

  it("the reminder's interval: the player's choice where the market lets the player choose, else the market's (UKGC RTS 13)", () => {
    const gbr = timeLimitsOf(settingsFor('GBR').fe.timeLimits);
    expect(realityCheckMinutesFor(gbr, 15)).toBe(15);
    expect(realityCheckMinutesFor(gbr, null)).toBe(60);
    expect(realityCheckMinutesFor(gbr, 0)).toBe(60);
    expect(realityCheckMinutesFor(gbr, 2.5)).toBe(60);
    const fixed = timeLimitsOf({ realityCheck: true, sessionLimits: true, realityCheckMinutes: 30 });
    expect(realityCheckMinutesFor(fixed, 15)).toBe(30);
    expect(realityCheckMinutesFor(timeLimitsOf(settingsFor('INT').fe.timeLimits), 15)).toBeNull();
  });
});
