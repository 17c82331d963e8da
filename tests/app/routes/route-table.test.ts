import { describe, expect, it } from 'vitest';
import { matchPathPattern } from '../../../src/app/routes/match-path-pattern';
import type { RouteAccess } from '../../../src/app/routes/route-access';
import { routeTable } from '../../../src/app/routes/route-table';

/** Every route the specs name (spec 1 §2 and §6, spec 2 §2, spec 3 §2 and §6) with its access rule. */
const SPEC_ROUTES: [string, RouteAccess][] = [
  ['/live', 'all'],
  ['/login', 'loggedOut'],
  ['/registration', 'loggedOut'],
  ['/forgot-password', 'loggedOut'],
  ['/forgot-password/reset/abc123', 'loggedOut'],
  ['/activation/abc123', 'loggedOut'],
  ['/poker-login', 'loggedOut'],
  // visitors reach it for the visitor-only methods (spec 1 §6); the page itself sends a visitor without any to log in
  ['/my/verification', 'all'],
  ['/my/sof-validation', 'loggedIn'],
  ['/my/documents', 'loggedIn'],
  ['/my/account-validation', 'loggedIn'],
  ['/my/profile', 'loggedIn'],
  ['/my/change-password', 'loggedIn'],
  ['/my/profile-account', 'loggedIn'],
  ['/my/profile-close', 'loggedIn'],
  ['/my/activity', 'loggedIn'],
  ['/blocked', 'all'],
  ['/support', 'all'],
  ['/contact-us', 'all'],
  ['/terms-conditions', 'all'],
  ['/privacy-policy', 'all'],
  ['/logout', 'loggedIn'],
  ['/pending-rounds', 'loggedIn'],
  ['/all-games/book-of-ra/demo', 'all'],
  ['/group/slots', 'all'],
  // visitors: pay-and-play where allowed, else the journey's authorization-required page (issue 11)
  ['/payment/deposit', 'all'],
  ['/payment/withdrawal', 'loggedIn'],
  ['/my/transactions/withdrawal', 'loggedIn'],
  ['/my/limits', 'loggedIn'],
  ['/my/limits/deposit', 'loggedIn'],
  ['/my/time-out', 'loggedIn'],
  ['/my/campaigns/loyalty', 'loggedIn'],
  ['/my/campaigns/promotions', 'loggedIn'],
  ['/my/current-bonuses', 'loggedIn'],
  ['/my/available-bonuses', 'loggedIn'],
  ['/promotions', 'all'],
];

/** The entry react-router would pick: the most specific match (static beats :param beats *). */
function routeFor(path: string) {
  const score = (pattern: string) => pattern.split('/').reduce((sum, segment) => sum + (segment === '*' ? 0 : segment.startsWith(':') ? 2 : 3), 0);
  return routeTable
    .filter((entry) => matchPathPattern(entry.path, path) !== null)
    .sort((a, b) => score(b.path) - score(a.path))[0];
}

describe('routeTable', () => {
  it.each(SPEC_ROUTES)('%s is registered with access %s', (path, access) => {
    const entry = routeFor(path);
    expect(entry, path).toBeDefined();
    expect(entry?.path.endsWith('*'), `${path} only reaches the catch-all`).toBe(false);
    expect(entry?.access).toBe(access);
  });

  it('has no path twice', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('asks for login on every /my/ path, known or not', () => {
    expect(routeFor('/my/something-new')?.access).toBe('loggedIn');
    // /my/verification opens for visitors too: Smart-ID, Mobile-ID and Idenfy verification are offered only to them (spec 1 §6)
    const visitorsToo = new Set(['/my/verification']);
    for (const entry of routeTable.filter((candidate) => candidate.path.startsWith('/my/') && !visitorsToo.has(candidate.path))) {
      expect(entry.access, entry.path).toBe('loggedIn');
    }
  });

  it('serves every route with a page, a modal or a content page: none is left "coming soon"', () => {
    for (const entry of routeTable) expect('page' in entry || 'modal' in entry || 'content' in entry, entry.path).toBe(true);
    expect(routeFor('/sports')?.access).toBe('all');
    expect(routeFor('/tournaments')?.access).toBe('all');
  });
});
