import { describe, expect, it } from 'vitest';

import { DEFAULT_FIXTURE_NOW, fixtureContext } from '../../src/engine/fixtures/fixture-context';
import { settingsFor } from '../../src/engine/settings-for';

describe('fixtureContext', () => {
  it('uses the market settings and the fixed default day', () => {
    const ctx = fixtureContext('GBR', undefined);

    expect(ctx.market).toBe('GBR');
    expect(ctx.settings).toEqual(settingsFor('GBR'));
    expect(ctx.now.toISOString()).toBe(`${DEFAULT_FIXTURE_NOW}T00:00:00.000Z`);
  });

  it('merges settingsPatch over the market settings (RFC 7396) and honours context.now', () => {
    const ctx = fixtureContext('EST', {
      now: '2027-01-02',
      settingsPatch: { fe: { phoneNumberLength: { EST: { min: 7, max: 8 } }, passwordStrength: null } },
    });

    expect(ctx.settings.fe.phoneNumberLength.EST).toEqual({ min: 7, max: 8 });
    expect(ctx.settings.fe.phoneNumberLength.HUN).toEqual(settingsFor('EST').fe.phoneNumberLength.HUN);
    expect(ctx.settings.fe.playerAgeLimit.min).toBe(21);
    expect('passwordStrength' in ctx.settings.fe).toBe(false);
    expect(ctx.now.toISOString()).toBe('2027-01-02T00:00:00.000Z');
  });

  it('gives the declared runtime inputs: those of the fixture, else the empty value of the registry', () => {
    const schema = { $id: 'deposit', 'x-inputs': ['campaigns', 'currencies'] };
    expect(fixtureContext('INT', { inputs: { currencies: ['EUR'] } }, schema).inputs).toEqual({ campaigns: [], currencies: ['EUR'] });
    expect(fixtureContext('INT', undefined).inputs).toEqual({});
  });
});
