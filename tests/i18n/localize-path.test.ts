import { describe, expect, it } from 'vitest';
import { localizePath } from '../../src/i18n/localize-path';

describe('localizePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/login', 'en', '/login'],
    ['/', 'hu', '/hu'],
    ['/login', 'hu', '/hu/login'],
    ['/?modal=login', 'sv', '/sv?modal=login'],
    ['login', 'sv', '/sv/login'],
    ['/payment/deposit?method=1', 'hu', '/hu/payment/deposit?method=1'],
  ] as const)('%s in %s → %s', (path, language, expected) => {
    expect(localizePath(path, language)).toBe(expected);
  });
});
