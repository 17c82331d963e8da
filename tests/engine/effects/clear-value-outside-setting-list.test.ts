import { describe, expect, it } from 'vitest';
import { clearValueOutsideSettingList } from '../../../src/engine/effects/clear-value-outside-setting-list';
import { testContext } from '../rules/test-context';

const perCountry = { field: 'state', setting: 'fe.countryStates', keyField: 'country' };

describe('clearValueOutsideSettingList', () => {
  it('keeps a state of the chosen country', () => {
    const data = { country: 'CAN', state: 'AB' };
    expect(clearValueOutsideSettingList(data, perCountry, testContext())).toBe(data);
  });
  it('clears a state not in the list, or when the country has no states', () => {
    expect(clearValueOutsideSettingList({ country: 'AUS', state: 'AB' }, perCountry, testContext())).toEqual({ country: 'AUS' });
    expect(clearValueOutsideSettingList({ country: 'HUN', state: 'AB' }, perCountry, testContext())).toEqual({ country: 'HUN' });
  });
  it('works on a plain list without keyField', () => {
    expect(clearValueOutsideSettingList({ currency: 'XXX' }, { field: 'currency', setting: 'fe.currencies' }, testContext())).toEqual({});
    const data = { currency: 'EUR' };
    expect(clearValueOutsideSettingList(data, { field: 'currency', setting: 'fe.currencies' }, testContext())).toBe(data);
  });
});
