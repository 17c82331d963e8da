import { describe, expect, it } from 'vitest';
import { countryHasStates, formatPrefillValue, prefillConfigOf, prefillHiddenFields } from '../../../src/engine/prefill/prefill-config';
import { testSettings } from '../../renderer/helpers/render-schema-form';

describe('prefill configuration (spec 3 §3 "Prefill fields")', () => {
  it('reads the type’s fields with name, readOnly, mandatory, validator and formatter; drops unknown names', () => {
    const settings = testSettings({
      prefillFields: { deposit: [{ name: 'city', readOnly: false, mandatory: true, validator: 'noHtml', formatter: 'trim' }, { name: 'zipCode', readOnly: false, mandatory: false, validator: 'eval' }, 'junk'] },
    });
    expect(prefillConfigOf(settings, 'deposit')).toEqual([
      { name: 'city', readOnly: false, mandatory: true, validator: 'noHtml', formatter: 'trim' },
      { name: 'zipCode', readOnly: false, mandatory: false },
    ]);
    expect(prefillConfigOf(settings, 'bingo')).toEqual([]);
  });

  it('the platform settings configure every type', () => {
    const settings = testSettings();
    for (const type of ['deposit', 'withdrawal', 'game', 'bingo'] as const) expect(prefillConfigOf(settings, type).length).toBeGreaterThan(0);
  });

  it('hides what the type does not ask and the filled read-only fields; shows an empty read-only one', () => {
    const config = [
      { name: 'firstName', readOnly: true, mandatory: true },
      { name: 'lastName', readOnly: true, mandatory: true },
      { name: 'city', readOnly: false, mandatory: true },
    ];
    expect(prefillHiddenFields(['firstName', 'lastName', 'city', 'phoneNumber'], config, { firstName: 'Anna', city: 'Szeged' })).toEqual(['firstName', 'phoneNumber']);
  });

  it('formats values: trim, uppercase, capitalize, digits only', () => {
    expect(formatPrefillValue('trim', '  Szeged ')).toBe('Szeged');
    expect(formatPrefillValue('uppercase', ' sw1a 1aa ')).toBe('SW1A 1AA');
    expect(formatPrefillValue('capitalize', 'anna-mária kovács')).toBe('Anna-Mária Kovács');
    expect(formatPrefillValue('digitsOnly', '+36 (20) 123')).toBe('3620123');
    expect(formatPrefillValue(undefined, 7)).toBe(7);
  });

  it('knows which countries have states', () => {
    const settings = testSettings();
    expect(countryHasStates(settings, 'AUS')).toBe(true);
    expect(countryHasStates(settings, 'HUN')).toBe(false);
    expect(countryHasStates(settings, undefined)).toBe(false);
  });
});
