import { describe, expect, it } from 'vitest';
import { isPayAndPlayAllowed } from '../../../src/app/content/is-pay-and-play-allowed';
import { isPokerApp } from '../../../src/app/content/is-poker-app';
import { pageMarkers, type PageMarkerState } from '../../../src/app/content/page-markers';

const base: PageMarkerState = { loggedIn: false, potentialMinor: false, payAndPlayAllowed: false, pokerApp: false, appliedCountry: null };

describe('pageMarkers', () => {
  it('marks visitors and players', () => {
    expect(pageMarkers(base)).toEqual(['logged-out']);
    expect(pageMarkers({ ...base, loggedIn: true })).toEqual(['logged-in']);
  });

  it('adds potential minor, pay and play and the poker app', () => {
    expect(pageMarkers({ ...base, loggedIn: true, potentialMinor: true, payAndPlayAllowed: true, pokerApp: true })).toEqual([
      'logged-in',
      'potential-minor',
      'pay-and-play-allowed',
      'poker-app',
    ]);
  });

  it('applies UK rules under GBR and UK minors only for a potential minor there', () => {
    expect(pageMarkers({ ...base, appliedCountry: 'GBR' })).toEqual(['logged-out', 'uk-rules']);
    expect(pageMarkers({ ...base, loggedIn: true, appliedCountry: 'GBR', potentialMinor: true })).toEqual(['logged-in', 'potential-minor', 'uk-rules', 'uk-minors']);
    expect(pageMarkers({ ...base, loggedIn: true, appliedCountry: 'SWE', potentialMinor: true })).toEqual(['logged-in', 'potential-minor']);
  });
});

describe('isPokerApp', () => {
  it('recognises customerApp=poker and /poker-login paths', () => {
    expect(isPokerApp('/', '?customerApp=poker')).toBe(true);
    expect(isPokerApp('/hu/poker-login', '')).toBe(true);
    expect(isPokerApp('/', '?customerApp=casino')).toBe(false);
    expect(isPokerApp('/poker-logins', '')).toBe(false);
  });
});

describe('isPayAndPlayAllowed', () => {
  it('needs depositAllowed and, with a country list, a listed country', () => {
    expect(isPayAndPlayAllowed({ depositAllowed: false, allowedCountries: [] }, 'SWE')).toBe(false);
    expect(isPayAndPlayAllowed({ depositAllowed: true, allowedCountries: [] }, null)).toBe(true);
    expect(isPayAndPlayAllowed({ depositAllowed: true, allowedCountries: ['SWE', 'FIN'] }, 'SWE')).toBe(true);
    expect(isPayAndPlayAllowed({ depositAllowed: true, allowedCountries: ['SWE'] }, 'HUN')).toBe(false);
    expect(isPayAndPlayAllowed({ depositAllowed: true, allowedCountries: ['SWE'] }, null)).toBe(false);
    expect(isPayAndPlayAllowed(undefined, 'SWE')).toBe(false);
  });
});
