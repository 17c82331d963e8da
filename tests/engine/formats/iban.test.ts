import { describe, expect, it } from 'vitest';
import { iban } from '../../../src/engine/formats/iban';

describe('iban format', () => {
  it('accepts valid IBANs in electronic format', () => {
    expect(iban('HU42117730161111101800000000')).toBe(true);
    expect(iban('DE89370400440532013000')).toBe(true);
  });
  it('rejects a wrong checksum, spaces and garbage', () => {
    expect(iban('DE89370400440532013001')).toBe(false);
    expect(iban('DE89 3704 0044 0532 0130 00')).toBe(false);
    expect(iban('hello')).toBe(false);
  });
});
