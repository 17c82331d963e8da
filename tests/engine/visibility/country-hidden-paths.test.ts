import { describe, expect, it } from 'vitest';
import content from '../../../schemas/content/country-hidden-paths.json' with { type: 'json' };
import { isCountryHiddenPath } from '../../../src/engine/visibility/country-hidden-paths';

describe('isCountryHiddenPath (schemas/content/country-hidden-paths.json)', () => {
  it('reads the Swedish rule from content, with the rule named in a $comment', () => {
    expect(content.countries.SWE.paths).toEqual(['/promotions', '/my/campaigns/promotions']);
    expect(content.countries.SWE.$comment).toMatch(/spec 3 §2/);
    expect(isCountryHiddenPath('/promotions', 'SWE')).toBe(true);
    expect(isCountryHiddenPath('/my/campaigns/promotions/', 'SWE')).toBe(true);
    expect(isCountryHiddenPath('/promotions?x=1#top', 'SWE')).toBe(true);
    expect(isCountryHiddenPath('/promotions', 'HUN')).toBe(false);
    expect(isCountryHiddenPath('/promotions', null)).toBe(false);
    expect(isCountryHiddenPath('/my/available-bonuses', 'SWE')).toBe(false);
  });

  it('answers from whatever table the content holds, and never from inherited keys', () => {
    const table = { countries: { NLD: { paths: ['/live'] } } };
    expect(isCountryHiddenPath('/live', 'NLD', table)).toBe(true);
    expect(isCountryHiddenPath('/promotions', 'SWE', table)).toBe(false);
    expect(isCountryHiddenPath('/live', 'constructor', table)).toBe(false);
  });
});
