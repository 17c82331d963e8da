import { describe, expect, it } from 'vitest';
import { huZip } from '../../../src/engine/formats/hu-zip';

describe('hu-zip format', () => {
  it('is 4 digits not starting with 0', () => {
    expect(huZip('1011')).toBe(true);
    expect(huZip('9999')).toBe(true);
    expect(huZip('0123')).toBe(false);
    expect(huZip('101')).toBe(false);
    expect(huZip('10111')).toBe(false);
    expect(huZip('1a11')).toBe(false);
  });
});
