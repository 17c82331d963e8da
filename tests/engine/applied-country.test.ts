import { describe, expect, it } from 'vitest';
import { appliedCountry } from '../../src/engine/applied-country';

describe('appliedCountry', () => {
  it("uses the player's own applied rules first, then the market, and none for INT", () => {
    expect(appliedCountry('HUN', 'GBR')).toBe('GBR');
    expect(appliedCountry('SWE', undefined)).toBe('SWE');
    expect(appliedCountry('INT', undefined)).toBeNull();
    expect(appliedCountry(undefined, '')).toBeNull();
  });
});
