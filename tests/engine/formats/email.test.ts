import { describe, expect, it } from 'vitest';
import { email } from '../../../src/engine/formats/email';

describe('email format', () => {
  it('accepts ordinary addresses', () => {
    for (const value of ['a@b.co', 'first.last+tag@mail.example.hu']) expect(email(value), value).toBe(true);
  });
  it('rejects addresses without domain, tld or with spaces', () => {
    for (const value of ['', 'a', 'a@b', 'a@b.c', 'a b@c.de', 'a@@b.de', '@b.de', 'a@.de']) expect(email(value), value).toBe(false);
  });
  it('rejects more than 254 characters', () => {
    expect(email(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });
});
