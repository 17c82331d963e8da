import { describe, expect, it, vi } from 'vitest';
import { createRootStore } from '../../src/stores/root-store';
import { fail, fakeApi, ok, PLAYER } from './fake-api';

function setup(overrides: Parameters<typeof fakeApi>[0] = {}) {
  const fake = fakeApi(overrides);
  const applyTranslations = vi.fn();
  const store = createRootStore({ api: fake.api, applyTranslations });
  return { ...fake, store, applyTranslations };
}

describe('BootStore', () => {
  it('is ready once languages, settings (be and fe) and pages are loaded', async () => {
    const { store, callsOf } = setup();
    expect(store.boot.status).toBe('idle');
    const started = store.boot.start('en');
    expect(store.boot.status).toBe('loading');
    await started;
    expect(store.boot.status).toBe('ready');
    expect(store.boot.ready).toBe(true);
    expect(store.boot.languages.map((language) => language.code)).toEqual(['en', 'hu', 'sv']);
    expect(store.boot.page('privacy-policy')?.title).toBe('Privacy policy');
    expect(store.settings.feValue('passwordLimits.min')).toBe(6);
    expect(callsOf('settings').map((call) => call.payload)).toEqual([{ group: 'be' }, { group: 'fe' }]);
  });

  it.each(['languages', 'pages', 'settings'] as const)('goes to error when %s fails', async (endpoint) => {
    const { store } = setup({ [endpoint]: () => fail(500) });
    await store.boot.start('en');
    expect(store.boot.status).toBe('error');
    expect(store.boot.error).not.toBeNull();
  });

  it('restores the session during startup; a failed session read is not fatal', async () => {
    const restored = setup({ session: () => ok({ loggedIn: true, player: PLAYER }) });
    await restored.store.boot.start('en');
    expect(restored.store.session.loggedIn).toBe(true);

    const failed = setup({ session: () => fail(0, { kind: 'network' }) });
    await failed.store.boot.start('en');
    expect(failed.store.boot.status).toBe('ready');
    expect(failed.store.session.loggedIn).toBe(false);
  });

  it('hands the CMS translation overrides of the language to i18n, once per language', async () => {
    const { store, applyTranslations, callsOf } = setup({ translations: () => ok({ 'shell:home.title': 'Hi' }) });
    await store.boot.start('hu');
    expect(callsOf('translations')[0]?.payload).toEqual({ lang: 'hu' });
    expect(applyTranslations).toHaveBeenCalledWith('hu', { 'shell:home.title': 'Hi' });
    await store.boot.loadTranslations('hu');
    expect(callsOf('translations')).toHaveLength(1);
  });

  it('keeps the bundled texts when the translations call fails', async () => {
    const { store, applyTranslations } = setup({ translations: () => fail(500) });
    await store.boot.start('en');
    expect(store.boot.status).toBe('ready');
    expect(applyTranslations).not.toHaveBeenCalled();
  });

  it('blocks a country outside a non-empty allowed list, and only then asks for the country', async () => {
    const open = setup();
    await open.store.boot.start('en');
    expect(open.callsOf('countryDetect')).toHaveLength(0);
    expect(open.store.boot.blocked).toBe(false);

    const settings = (payload: unknown) =>
      ok((payload as { group: string }).group === 'fe' ? { allowedCountries: ['SWE'] } : {});
    const blocked = setup({ settings, countryDetect: () => ok({ country: 'HUN' }) });
    await blocked.store.boot.start('en');
    expect(blocked.store.boot.blocked).toBe(true);

    const allowed = setup({ settings, countryDetect: () => ok({ country: 'SWE' }) });
    await allowed.store.boot.start('en');
    expect(allowed.store.boot.blocked).toBe(false);
  });

  it('starts once even when asked twice', async () => {
    const { store, callsOf } = setup();
    await Promise.all([store.boot.start('en'), store.boot.start('en')]);
    expect(callsOf('languages')).toHaveLength(1);
  });
});
