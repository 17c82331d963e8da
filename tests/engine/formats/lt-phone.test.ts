import { describe, expect, it } from 'vitest';
import { ltPhone } from '../../../src/engine/formats/lt-phone';

describe('lt-phone format', () => {
  it('accepts valid Lithuanian mobile numbers only', () => {
    expect(ltPhone('+37060012345')).toBe(true);
    expect(ltPhone('+37061234567')).toBe(true);
  });
  it('rejects other countries and invalid numbers', () => {
    expect(ltPhone('+37251234567')).toBe(false);
    expect(ltPhone('+36201234567')).toBe(false);
    expect(ltPhone('+3706')).toBe(false);
    expect(ltPhone('37060012345')).toBe(false);
  });
});
