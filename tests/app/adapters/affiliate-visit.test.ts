import { describe, expect, it } from 'vitest';
import { affiliateVisit } from '../../../src/app/adapters/affiliate-visit';

describe('affiliateVisit', () => {
  it('reports the tracking parameters present, the path without its query and the referring origin only', () => {
    expect(affiliateVisit({ pathname: '/hu/all-games', search: '?btag=a_1&utm_source=mail&utm_term=%20&authorizationToken=t&titanToken=x' }, 'https://partner.example/review?id=9')).toEqual({
      landingPath: '/hu/all-games',
      params: { btag: 'a_1', utm_source: 'mail' },
      referrerOrigin: 'https://partner.example',
    });
  });

  it('drops an overlong value and a referrer that is no web address', () => {
    expect(affiliateVisit({ pathname: '/', search: `?clickId=${'x'.repeat(201)}` }, 'android-app://com.example')).toEqual({ landingPath: '/', params: {}, referrerOrigin: '' });
    expect(affiliateVisit({ pathname: '/', search: '' }, '')).toEqual({ landingPath: '/', params: {}, referrerOrigin: '' });
  });
});
