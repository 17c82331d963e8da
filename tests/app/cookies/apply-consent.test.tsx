import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acceptedCategories, applyConsent } from '../../../src/app/cookies/apply-consent';
import type { CookieSettings } from '../../../src/app/cookies/cookie-settings';

const SETTINGS: CookieSettings = {
  keepForAll: ['lang'],
  categories: [
    { id: 'necessary', enabled: true, required: true, cookies: ['lang', 'session'], scripts: [] },
    { id: 'analytics', enabled: true, required: false, cookies: ['_ga', 'lang'], scripts: ['/cms/analytics.js'] },
    { id: 'marketing', enabled: true, required: false, cookies: ['_fbp'], scripts: ['/cms/marketing.js'] },
    { id: 'personalisation', enabled: false, required: false, cookies: ['_pers'], scripts: ['/cms/pers.js'] },
  ],
};

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean)
    .sort();
}

function scripts(): string[] {
  return [...document.querySelectorAll('script[data-site-script]')].map((script) => script.getAttribute('data-site-script') ?? '');
}

describe('applyConsent', () => {
  beforeEach(() => {
    for (const name of ['lang', 'session', '_ga', '_fbp', '_pers']) document.cookie = `${name}=1; path=/`;
  });
  afterEach(() => {
    for (const name of cookieNames()) document.cookie = `${name}=; max-age=0; path=/`;
    for (const script of document.querySelectorAll('script')) script.remove();
  });

  it('without a choice keeps only the necessary cookies and loads no optional script', () => {
    const outcome = applyConsent(SETTINGS, []);
    expect(cookieNames()).toEqual(['lang', 'session']);
    expect(outcome.deleted.sort()).toEqual(['_fbp', '_ga', '_pers']);
    expect(scripts()).toEqual([]);
  });

  it('deletes refused categories, keeps the language cookie even in a refused category, loads accepted scripts once', () => {
    const outcome = applyConsent(SETTINGS, ['marketing', 'personalisation']);
    expect(cookieNames()).toEqual(['_fbp', 'lang', 'session']);
    expect(outcome.loaded).toEqual(['/cms/marketing.js']);
    applyConsent(SETTINGS, ['marketing']);
    expect(scripts()).toEqual(['/cms/marketing.js']);
  });

  it('counts required categories always and disabled ones never', () => {
    expect([...acceptedCategories(SETTINGS, ['personalisation', 'analytics'])].sort()).toEqual(['analytics', 'necessary']);
  });
});
