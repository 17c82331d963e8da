import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRedirects } from '../../../scripts/lib/content-check/check-redirects';
import { fillPathPattern } from '../../../src/app/routes/fill-path-pattern';
import { matchPathPattern } from '../../../src/app/routes/match-path-pattern';
import type { RedirectTable } from '../../../src/app/routes/redirect-rule';
import { redirectTable } from '../../../src/app/routes/redirect-table';
import { resolveRedirect } from '../../../src/app/routes/resolve-redirect';

describe('matchPathPattern / fillPathPattern', () => {
  it('matches static, :param and trailing * segments like react-router', () => {
    expect(matchPathPattern('/games/:group', '/games/slots')).toEqual({ group: 'slots' });
    expect(matchPathPattern('/games/:group', '/Games/slots/')).toEqual({ group: 'slots' });
    expect(matchPathPattern('/games/:group', '/games')).toBeNull();
    expect(matchPathPattern('/games/:group', '/games/slots/extra')).toBeNull();
    expect(matchPathPattern('/en/*', '/en/my/profile')).toEqual({ '*': 'my/profile' });
    expect(matchPathPattern('/en/*', '/en')).toEqual({ '*': '' });
    expect(matchPathPattern('/en/*', '/eng/x')).toBeNull();
  });

  it('fills a pattern back', () => {
    expect(fillPathPattern('/group/:group', { group: 'slots' })).toBe('/group/slots');
    expect(fillPathPattern('/*', { '*': '' })).toBe('/');
    expect(fillPathPattern('/*', { '*': 'my/profile' })).toBe('/my/profile');
  });
});

describe('resolveRedirect', () => {
  const table: RedirectTable = {
    stripTrailingSlash: true,
    redirects: [
      { from: '/en/*', to: '/*' },
      { from: '/games/:group', to: '/group/:group' },
      { from: '/account/profile', to: '/my/profile' },
    ],
  };

  it.each([
    ['/account/profile', '', '/my/profile'],
    ['/hu/account/profile', '?x=1', '/hu/my/profile?x=1'],
    ['/games/slots', '', '/group/slots'],
    ['/sv/games/live-roulette', '', '/sv/group/live-roulette'],
    ['/en/registration', '?modal=login', '/registration?modal=login'],
    ['/en', '', '/'],
    ['/payment/deposit/', '?amount=10', '/payment/deposit?amount=10'],
    ['/hu/payment/deposit/', '', '/hu/payment/deposit'],
    ['/games/slots/', '', '/group/slots'],
  ])('%s%s → %s', (path, search, target) => {
    expect(resolveRedirect(table, path, search)).toBe(target);
  });

  it.each(['/', '/hu', '/hu/', '/my/profile', '/payment/deposit', '/api/pages/', '/assets/x.js', '/src/', '/favicon.ico/'])('leaves %s alone', (path) => {
    expect(resolveRedirect(table, path)).toBeNull();
  });

  it('never answers with an address off the site', () => {
    expect(resolveRedirect(table, '/en//evil-host')).toBe('/evil-host');
    expect(resolveRedirect(table, '/en//evil.com')).toBeNull();
    expect(resolveRedirect(table, '/en/\\evil.com')).toBeNull();
  });

  it('serves the old forms of the content table', () => {
    expect(resolveRedirect(redirectTable, '/casino')).toBe('/all-games');
    expect(resolveRedirect(redirectTable, '/hu/account/profile')).toBe('/hu/my/profile');
    expect(resolveRedirect(redirectTable, '/games/slots')).toBe('/group/slots');
    expect(resolveRedirect(redirectTable, '/reset-password/abc')).toBe('/forgot-password/reset/abc');
  });
});

describe('checkRedirects (content check)', () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

  function check(json: unknown): string[] {
    const root = mkdtempSync(join(tmpdir(), 'redirects-'));
    roots.push(root);
    mkdirSync(join(root, 'schemas', 'content'), { recursive: true });
    writeFileSync(join(root, 'schemas', 'content', 'redirects.json'), JSON.stringify(json));
    return checkRedirects(root).map((error) => `${error.pointer}: ${error.message}`);
  }

  it('passes the repository table', () => {
    expect(checkRedirects(process.cwd())).toEqual([]);
  });

  it('accepts a content root without a table', () => {
    expect(checkRedirects(mkdtempSync(join(tmpdir(), 'redirects-none-')))).toEqual([]);
  });

  it('rejects malformed entries against the meta-schema', () => {
    const errors = check({ stripTrailingSlash: true, redirects: [{ from: 'casino', to: '/all-games', extra: 1 }] });
    expect(errors.some((error) => error.startsWith('/redirects/0/from'))).toBe(true);
    expect(errors.some((error) => error.includes('additional'))).toBe(true);
  });

  it('names unknown targets, foreign parameters, shadowed routes, duplicates and chains', () => {
    const errors = check({
      stripTrailingSlash: true,
      redirects: [
        { from: '/casino', to: '/no-such-route' },
        { from: '/games/:group', to: '/group/:name' },
        { from: '/my/profile', to: '/support' },
        { from: '/casino', to: '/all-games' },
        { from: '/old-help', to: '/help' },
        { from: '/help', to: '/support' },
      ],
    });
    expect(errors).toEqual([
      '/redirects/0/to: "/no-such-route" is no route of src/app/routes/route-table.ts',
      '/redirects/1/to: ":name" is not a parameter of "/games/:group"',
      '/redirects/2/from: "/my/profile" is a current route (/my/profile); redirecting it would hide the page',
      '/redirects/3/from: "/casino" is listed twice',
      '/redirects/4/to: "/help" is no route of src/app/routes/route-table.ts',
      '/redirects/4/to: "/help" is redirected again by "/help"',
    ]);
  });
});
