import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import { TIMEOUTS } from '../../src/api/timeouts';

describe('endpoint table', () => {
  it('uses the spec time limits', () => {
    expect(TIMEOUTS).toMatchObject({ details: 5000, limits: 5000, waitingRequest: 500, balancePopover: 100 });
    expect(ENDPOINTS.accountDetails.timeoutMs).toBe(5000);
  });

  it('matches the contract paths', () => {
    expect(ENDPOINTS.validateRegistration).toMatchObject({ method: 'POST', path: '/player/register/validate' });
    expect(ENDPOINTS.countryDetect).toMatchObject({ method: 'GET', path: '/geo/country' });
    // every endpoint has a path under /api and a method; no two share both
    const routes = Object.values(ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
