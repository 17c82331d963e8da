import { describe, expect, it } from 'vitest';
import platform from '../../schemas/settings/platform.json' with { type: 'json' };
import { BREAKPOINTS, DESKTOP_MEDIA_QUERY, DESKTOP_MIN_WIDTH } from '../../src/catalogues/breakpoints';
import { ATTACHMENT_SUBJECT_ID, CONTACT_SUBJECTS, MAX_CONTACT_IMAGES } from '../../src/catalogues/contact-subjects';
import { COUNTRY_CODES, countries } from '../../src/catalogues/countries';
import { COUNTRY_STATES, statesOf } from '../../src/catalogues/country-states';
import { OCCUPATIONS, isOccupation } from '../../src/catalogues/occupations';
import { DESKTOP_QUERY } from '../../src/ui/use-is-desktop';

describe('countries', () => {
  it('are three-letter codes with Kosovo as XKX', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThan(240);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
    expect(COUNTRY_CODES).toContain('XKX');
    expect(COUNTRY_CODES).not.toContain('XKK');
    expect(countries.alpha2Of('XKX')).toBe('XK');
    expect(countries.alpha3Of('XK')).toBe('XKX');
    expect(countries.alpha2Of('HUN')).toBe('HU');
    expect(countries.isCode('HUN')).toBe(true);
    expect(countries.isCode('ZZZ')).toBe(false);
  });

  it('are named in en, hu and sv', () => {
    expect(countries.name('HUN', 'en')).toBe('Hungary');
    expect(countries.name('HUN', 'hu')).toBe('Magyarország');
    expect(countries.name('SWE', 'sv')).toBe('Sverige');
    expect(countries.name('XKX', 'en')).toBe('Kosovo');
    expect(countries.name('ZZZ', 'en')).toBe('ZZZ');
  });
});

describe('country states', () => {
  it('CAN 13, USA 50 + DC + territories, AUS 8, from the platform settings', () => {
    expect(COUNTRY_STATES.CAN).toHaveLength(13);
    expect(COUNTRY_STATES.AUS).toHaveLength(8);
    expect(COUNTRY_STATES.USA).toEqual(expect.arrayContaining(['DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'CA', 'NY']));
    expect(COUNTRY_STATES.USA.filter((code) => !['DC', 'AS', 'GU', 'MP', 'PR', 'UM', 'VI'].includes(code))).toHaveLength(50);
    expect(COUNTRY_STATES).toEqual(platform.fe.countryStates);
    expect(statesOf('CAN')).toBe(COUNTRY_STATES.CAN);
    expect(statesOf('HUN')).toEqual([]);
    expect(statesOf('toString')).toEqual([]);
  });
});

describe('occupations and contact subjects', () => {
  it('lists the occupations', () => {
    expect(OCCUPATIONS).toEqual(['employed', 'unemployed', 'selfEmployed', 'student', 'other']);
    expect(isOccupation('student')).toBe(true);
    expect(isOccupation('retired')).toBe(false);
  });

  it('numbers the contact subjects 0–10, Validation taking attachments', () => {
    expect(CONTACT_SUBJECTS.map((subject) => subject.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(CONTACT_SUBJECTS.map((subject) => subject.name)).toEqual([
      'other',
      'lostPassword',
      'registration',
      'depositWithdrawal',
      'promotions',
      'limitations',
      'complaints',
      'other',
      'reportPlayer',
      'reportGameError',
      'validation',
    ]);
    expect(CONTACT_SUBJECTS[ATTACHMENT_SUBJECT_ID]?.name).toBe('validation');
    expect(MAX_CONTACT_IMAGES).toBe(3);
  });
});

describe('breakpoints', () => {
  it('are the spec values; the desktop header starts at 1024 px', () => {
    expect(BREAKPOINTS).toEqual({ xs: 481, sm: 768, md: 1025, lg: 1441, xl: 1921 });
    expect(DESKTOP_MIN_WIDTH).toBe(1024);
    expect(DESKTOP_MEDIA_QUERY).toBe('(min-width: 1024px)');
    expect(DESKTOP_QUERY).toBe(DESKTOP_MEDIA_QUERY);
  });
});
