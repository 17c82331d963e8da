import { describe, expect, it } from 'vitest';
import { beSettingsFromQuery } from '../../src/mocks/be-settings-from-query';
import { IDIN_BANKS, idinBankBics } from '../../src/mocks/platform/idin-banks';

const from = (query: string, current: Record<string, unknown> = {}) => beSettingsFromQuery(new URLSearchParams(query), current);

describe('beSettingsFromQuery', () => {
  it('switches zignSec on and off, keeping other overrides', () => {
    expect(from('zignSec=on')).toEqual({ zignSecActive: true });
    expect(from('zignSec=off', { zignSecActive: true, other: 1 })).toEqual({ zignSecActive: false, other: 1 });
    expect(from('zignSec=maybe', { zignSecActive: true })).toEqual({ zignSecActive: true });
  });

  it('turns the iDin dropdown on with all banks, with chosen BICs, or off', () => {
    expect(from('idinBanks=on')).toEqual({ idinBanksDropdownEnabled: true, idinBanks: IDIN_BANKS.map((bank) => bank.bic) });
    expect(from('idinBanks=ingbnl2a,RABONL2U')).toEqual({ idinBanksDropdownEnabled: true, idinBanks: ['INGBNL2A', 'RABONL2U'] });
    expect(from('idinBanks=off', { idinBanksDropdownEnabled: true })).toEqual({ idinBanksDropdownEnabled: false });
    expect(from('', { kept: true })).toEqual({ kept: true });
  });

  it('reads BICs from plain strings and { bic } objects', () => {
    expect(idinBankBics(['INGBNL2A', { bic: 'RABONL2U', name: 'Rabobank' }, { name: 'no bic' }, 3])).toEqual(['INGBNL2A', 'RABONL2U']);
    expect(idinBankBics(undefined)).toEqual([]);
  });
});
