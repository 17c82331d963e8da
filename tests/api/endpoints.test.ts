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

describe('endpoint domains', () => {
  it('compose the table: every endpoint in exactly one domain file', () => {
    // every domain file of the folder, so a new one cannot be left out of the table unnoticed
    const modules = import.meta.glob<Record<string, unknown>>(['../../src/api/endpoints/*.ts', '!**/index.ts', '!**/definition.ts'], { eager: true });
    const domains = Object.values(modules);
    expect(domains.length).toBeGreaterThanOrEqual(16);
    const names = domains.flatMap((domain) =>
      Object.entries(domain)
        .filter(([exported]) => exported.endsWith('_ENDPOINTS'))
        .flatMap(([, table]) => Object.keys(table as object)),
    );
    expect(names.length).toBe(new Set(names).size);
    expect(names.sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it('the mock refuses to serve a creating row without the idempotency mechanism', async () => {
    const { endpointHandler } = await import('../../src/mocks/handlers/endpoint-handler');
    expect(() => endpointHandler('register' as never, () => new Response())).toThrow(/creatingEndpointHandler/);
  });
});
