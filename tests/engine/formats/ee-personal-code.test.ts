import { describe, expect, it } from 'vitest';
import { eePersonalCode } from '../../../src/engine/formats/ee-personal-code';

describe('ee-personal-code format', () => {
  it('accepts Estonian codes with a right check digit, including 21st-century ones', () => {
    expect(eePersonalCode('37605030299')).toBe(true);
    expect(eePersonalCode('39001011237')).toBe(true);
    expect(eePersonalCode('60001019906')).toBe(true);
  });
  it('rejects a wrong check digit, a first digit outside 1–8 or a wrong length', () => {
    expect(eePersonalCode('37605030298')).toBe(false);
    expect(eePersonalCode('97605030299')).toBe(false);
    expect(eePersonalCode('3760503029')).toBe(false);
  });
});
