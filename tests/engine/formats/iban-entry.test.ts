import { describe, expect, it } from 'vitest';
import { bicEntry, groupedIban, ibanEntry } from '../../../src/engine/formats/iban-entry';

describe('IBAN and BIC entry (spec 3 §5)', () => {
  it('removes spaces and dashes, upper-cases and caps the IBAN at 28 characters', () => {
    expect(ibanEntry(' hu42-1177 3016-1111 1018 0000 0000 ')).toBe('HU42117730161111101800000000');
    expect(ibanEntry('BR1800360305000010009795493C1')).toBe('BR1800360305000010009795493C');
    expect(ibanEntry('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(ibanEntry('')).toBe('');
  });
  it('shows the IBAN in groups of four', () => {
    expect(groupedIban('HU42117730161111101800000000')).toBe('HU42 1177 3016 1111 1018 0000 0000');
    expect(groupedIban('DE8937')).toBe('DE89 37');
    expect(groupedIban('')).toBe('');
  });
  it('upper-cases the BIC without spaces, at most 11 characters', () => {
    expect(bicEntry('otpv huhb')).toBe('OTPVHUHB');
    expect(bicEntry('cobadeff100xyz')).toBe('COBADEFF100');
  });
});
