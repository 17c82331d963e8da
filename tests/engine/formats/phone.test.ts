import { describe, expect, it } from 'vitest';
import { phone } from '../../../src/engine/formats/phone';

describe('phone format', () => {
  it('accepts valid numbers written +<cc><digits>', () => {
    for (const value of ['+36201234567', '+447911123456', '+40712345678']) expect(phone(value), value).toBe(true);
  });
  it('rejects other shapes and invalid numbers', () => {
    for (const value of ['+36 20 123 4567', '06201234567', '+3620', '+36abc', '+0123456789', '']) expect(phone(value), value).toBe(false);
  });
});
