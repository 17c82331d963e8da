import { describe, expect, it } from 'vitest';
import { buildRequest } from '../../src/api/build-request';
import { ENDPOINTS } from '../../src/api/endpoints';

describe('buildRequest', () => {
  it('keeps a relative base and encodes path parameters', () => {
    expect(buildRequest('/api', ENDPOINTS.translations, { lang: 'a/b' })).toEqual({
      url: '/api/translations/a%2Fb',
      path: '/api/translations/a%2Fb',
      method: 'GET',
    });
  });

  it('reports only the path of an absolute platform URL', () => {
    const request = buildRequest('https://platform.example/api/', ENDPOINTS.settings, { group: 'be' });
    expect(request.url).toBe('https://platform.example/api/settings?group=be');
    expect(request.path).toBe('/api/settings');
  });

  it('sends no body for a POST without payload', () => {
    expect(buildRequest('/api', ENDPOINTS.logout, undefined).body).toBeUndefined();
  });
});
