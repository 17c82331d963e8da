import { describe, expect, it } from 'vitest';
import { SettingsStore } from '../../src/stores/settings-store';
import { fail, fakeApi, ok } from './fake-api';

describe('SettingsStore', () => {
  it('reads nested values of both groups by dotted path', async () => {
    const settings = new SettingsStore(
      fakeApi({
        settings: (payload) =>
          ok((payload as { group: string }).group === 'fe' ? { registration: { defaultCountry: 'HUN' } } : { quickVerify: true }),
      }).api,
    );
    expect(settings.loaded).toBe(false);
    expect(await settings.load()).toBe(true);
    expect(settings.loaded).toBe(true);
    expect(settings.feValue('registration.defaultCountry')).toBe('HUN');
    expect(settings.beValue('quickVerify')).toBe(true);
    expect(settings.feValue('registration.missing.deeper')).toBeUndefined();
  });

  it('reports a failed group', async () => {
    const settings = new SettingsStore(
      fakeApi({ settings: (payload) => ((payload as { group: string }).group === 'be' ? fail(500) : ok({})) }).api,
    );
    expect(await settings.load()).toBe(false);
    expect(settings.error?.errorCode).toBe(500);
    expect(settings.loaded).toBe(false);
  });

  it('names the served market, the fallback market before fe arrives or when it names none', async () => {
    const settings = new SettingsStore(fakeApi({ settings: (payload) => ok((payload as { group: string }).group === 'fe' ? { market: 'SWE' } : {}) }).api);
    expect(settings.market).toBe('INT');
    await settings.load();
    expect(settings.market).toBe('SWE');
    const unnamed = new SettingsStore(fakeApi({ settings: () => ok({ market: 42 }) }).api);
    await unnamed.load();
    expect(unnamed.market).toBe('INT');
  });
});
