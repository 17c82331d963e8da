import { describe, expect, it } from 'vitest';
import { roNationalId } from '../../../src/engine/formats/ro-national-id';

describe('ro-national-id format', () => {
  it('accepts valid CNPs', () => {
    expect(roNationalId('1900101420017')).toBe(true);
    expect(roNationalId('6000229400117')).toBe(true);
  });
  it('rejects an invalid checksum or date', () => {
    expect(roNationalId('1900101420018')).toBe(false);
    expect(roNationalId('1900230420010')).toBe(false);
    expect(roNationalId('')).toBe(false);
  });
});
