import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCookieSettings } from '../../../src/app/cookies/cookie-settings';

const file = JSON.parse(readFileSync('public/cms/cookieSettings.json', 'utf8'));
const texts = (language: string) => JSON.parse(readFileSync(`src/i18n/locales/${language}/cookies.json`, 'utf8'));

describe('parseCookieSettings', () => {
  it('reads the CMS file: a required necessary category keeping the language cookie', () => {
    const settings = parseCookieSettings(file);
    expect(settings).not.toBeNull();
    const necessary = settings?.categories.find((item) => item.id === 'necessary');
    expect(necessary).toMatchObject({ enabled: true, required: true });
    expect(necessary?.cookies).toContain('lang');
    expect(settings?.keepForAll).toContain('lang');
    expect(settings?.categories.some((item) => !item.enabled)).toBe(true);
  });

  it('every category of the file has its texts in en, hu and sv', () => {
    const settings = parseCookieSettings(file);
    for (const language of ['en', 'hu', 'sv']) {
      const categories = texts(language).categories;
      for (const item of settings?.categories ?? []) {
        expect(categories[item.id]?.title, `${language} ${item.id}`).toBeTruthy();
        expect(categories[item.id]?.description, `${language} ${item.id}`).toBeTruthy();
      }
    }
  });

  it.each([
    ['a script from another origin', { categories: [{ id: 'ads', enabled: true, cookies: [], scripts: ['https://evil.example/x.js'] }] }],
    ['a protocol-relative script', { categories: [{ id: 'ads', enabled: true, cookies: [], scripts: ['//evil.example/x.js'] }] }],
    ['a javascript: URL', { categories: [{ id: 'ads', enabled: true, cookies: [], scripts: ['javascript:alert(1)'] }] }],
    ['a cookie name with separators', { categories: [{ id: 'ads', enabled: true, cookies: ['a=b; path=/'] }] }],
    ['no enable flag', { categories: [{ id: 'ads', cookies: [] }] }],
    ['a duplicate id', { categories: [{ id: 'ads', enabled: true }, { id: 'ads', enabled: false }] }],
    ['no categories', {}],
    ['not an object', 'cookies'],
  ])('rejects %s', (_name, value) => {
    expect(parseCookieSettings(value)).toBeNull();
  });
});
