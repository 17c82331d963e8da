// @vitest-environment jsdom
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { connectPlatformServices, siteIdOf } from '../../../src/app/adapters/platform-services-wiring';
import { createRecordingPlatformServices } from '../../../src/app/adapters/recording-platform-services';
import { REFERRAL_CODE_KEY } from '../../../src/app/journeys/referral-code';
import { createRootStore } from '../../../src/stores/root-store';
import { DETAILS, fakeApi, ok } from '../../stores/fake-api';

const settingsWith = (fe: Record<string, unknown>) => ({
  settings: (payload: unknown) => ok((payload as { group: string }).group === 'fe' ? { allowedCountries: [], passwordLimits: { min: 6 }, ...fe } : {}),
});

describe('connectPlatformServices', () => {
  const undo: (() => void)[] = [];
  afterEach(() => {
    for (const stop of undo.splice(0)) stop();
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('tracks the landing at start, sets push up once the details are loaded, subscribes popups by site id and undoes both at logout', async () => {
    window.history.replaceState(null, '', '/all-games?btag=b-1&titanToken=secret');
    const services = createRecordingPlatformServices();
    const store = createRootStore({ api: fakeApi({ ...settingsWith({ siteId: 'casino-main' }), accountDetails: () => ok({ ...DETAILS, language: 'sv', receivePushNotification: true }) }).api });
    await store.settings.load();
    undo.push(connectPlatformServices(services, store, window));
    expect(services.records).toEqual([{ service: 'affiliate', action: 'track', visit: { landingPath: '/all-games', params: { btag: 'b-1' }, referrerOrigin: '' } }]);

    await store.session.login({ login: 'anna@example.com', password: 'x' });
    await store.player.loadDetails();
    // a second load of the same player's details sets nothing up again
    await store.player.loadDetails();
    expect(services.records.slice(1)).toEqual(
      expect.arrayContaining([
        { service: 'personalisedPopups', action: 'subscribe', siteId: 'casino-main' },
        { service: 'push', action: 'setUp', subscriber: { publicUserId: 'p-1001', language: 'sv', consent: true } },
      ]),
    );
    expect(services.records).toHaveLength(3);

    await store.session.logout();
    expect(services.records.slice(3)).toEqual(
      expect.arrayContaining([
        { service: 'personalisedPopups', action: 'subscribe', siteId: '' },
        { service: 'push', action: 'reset' },
      ]),
    );
    expect(services.records).toHaveLength(5);
  });

  it('waits for the details before push, and without a served site id subscribes no popups', async () => {
    const services = createRecordingPlatformServices();
    const store = createRootStore({ api: fakeApi().api });
    await store.settings.load();
    undo.push(connectPlatformServices(services, store, window));
    runInAction(() => {
      store.session.loggedIn = true;
    });
    expect(services.records.filter((record) => record.service !== 'affiliate')).toEqual([]);
    runInAction(() => {
      store.player.details = DETAILS;
    });
    expect(services.records.filter((record) => record.service !== 'affiliate')).toEqual([{ service: 'push', action: 'setUp', subscriber: { publicUserId: 'p-1001', language: undefined, consent: undefined } }]);
    runInAction(() => {
      store.session.loggedIn = false;
    });
    expect(services.records.at(-1)).toEqual({ service: 'push', action: 'reset' });
  });

  it('keeps a well-formed referral code of the landing address for the tab and forgets it after a registration', () => {
    window.history.replaceState(null, '', '/?referralCode=FRIEND-42');
    const store = createRootStore({ api: fakeApi().api });
    undo.push(connectPlatformServices(createRecordingPlatformServices(), store, window));
    expect(window.sessionStorage.getItem(REFERRAL_CODE_KEY)).toBe('FRIEND-42');
    store.events.emit('REGISTERED', {});
    expect(window.sessionStorage.getItem(REFERRAL_CODE_KEY)).toBeNull();
  });

  it('takes only a plain site id', () => {
    expect(siteIdOf('casino-main')).toBe('casino-main');
    for (const value of ['', 'a b', '<x>', 42, undefined]) expect(siteIdOf(value)).toBeNull();
  });
});
