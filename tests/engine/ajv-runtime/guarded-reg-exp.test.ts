import { describe, expect, it } from 'vitest';
import { guardedRegExp, longerThan } from '../../../src/engine/ajv-runtime/guarded-reg-exp';
import { ucs2length } from '../../../src/engine/ajv-runtime/ucs2length';

const OLD_EMAIL = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$';

describe('guardedRegExp (how generated validators run a pattern)', () => {
  it('matches like RegExp within the limit', () => {
    const pattern = guardedRegExp('^[0-9]{3,4}$', 'u', 4);
    expect(pattern.test('123')).toBe(true);
    expect(pattern.test('12a')).toBe(false);
    expect(pattern.source).toBe('^[0-9]{3,4}$');
    expect(pattern.flags).toBe('u');
  });

  it('never runs the pattern on a value over the limit: the maxLength beside it reports it', () => {
    // the old login pattern takes tens of seconds on this value when it runs
    const hostile = `a@${'.'.repeat(99_997)}@`;
    const pattern = guardedRegExp(OLD_EMAIL, 'u', 254);
    const start = performance.now();
    expect(pattern.test(hostile)).toBe(true);
    expect(performance.now() - start).toBeLessThan(50);
  });

  it('counts code points like ajv maxLength (a surrogate pair is one)', () => {
    expect(longerThan('😀😀😀', 3)).toBe(false);
    expect(longerThan('😀😀😀😀', 3)).toBe(true);
    expect(longerThan('\ud800\ud800\ud800\ud800', 3)).toBe(true);
    const pattern = guardedRegExp('^x$', 'u', 3);
    expect(pattern.test('😀😀😀')).toBe(false); // within the limit: matched, and it does not match
    expect(pattern.test('😀😀😀😀')).toBe(true); // over it: not run
    for (const value of ['', 'abc', '😀a😀', '\ud800', '\udc00\ud800', 'a\ud83d', '😀'.repeat(10)]) {
      expect(ucs2length(value), JSON.stringify(value)).toBe(Array.from(value).length);
      expect(longerThan(value, 3), JSON.stringify(value)).toBe(Array.from(value).length > 3);
    }
  });

  it('refuses to build without a limit', () => {
    expect(() => guardedRegExp('^a$', 'u', Number.NaN)).toThrow('needs a maxLength');
  });
});
