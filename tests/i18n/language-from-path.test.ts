import { describe, expect, it } from 'vitest';
import { languageFromPath } from '../../src/i18n/language-from-path';

describe('languageFromPath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/login', 'en', '/login'],
    ['/hu', 'hu', '/'],
    ['/hu/', 'hu', '/'],
    ['/hu/login', 'hu', '/login'],
    ['/sv/my/profile', 'sv', '/my/profile'],
    // English has no prefix: "/en" is an ordinary path, as are unknown two-letter segments
    ['/en/login', 'en', '/en/login'],
    ['/de/login', 'en', '/de/login'],
    // only a whole segment is a prefix
    ['/hungary', 'en', '/hungary'],
    ['/svc', 'en', '/svc'],
    ['', 'en', '/'],
  ])('%s → %s %s', (pathname, language, path) => {
    expect(languageFromPath(pathname)).toEqual({ language, path });
  });
});
