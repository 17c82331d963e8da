import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedReturnOrigin } from '../../providers/allowed-return-origin';
import { appOriginsFromEnv, startProviderServer, type ProviderServer } from '../../providers/server';

const APP = 'http://localhost:5173';
let provider: ProviderServer;

beforeAll(async () => {
  provider = await startProviderServer({ port: 0, appOrigins: [APP] });
});
afterAll(() => provider.close());

const page = (query: Record<string, string>) => fetch(`${provider.url}/identification.html?${new URLSearchParams(query).toString()}`);

describe('provider simulator server', () => {
  it('lists the simulators with a strict CSP', async () => {
    const response = await fetch(`${provider.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('/identification.html?');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`frame-ancestors ${APP}`);
    expect(csp).not.toContain('*');
  });

  it('serves the identification page for an allowed app origin, with a control code', async () => {
    const response = await page({ method: 'smartId', session: 'abc', returnOrigin: APP });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`data-return-origin="${APP}"`);
    expect(html).toContain('&quot;type&quot;:&quot;identification&quot;');
    expect(html).toMatch(/data-testid="control-code">\d{4}</);
    for (const value of ['done', 'rejected', 'expired', 'cancelled']) expect(html).toContain(`data-value="${value}"`);
    expect(html).not.toMatch(/<script>/);
  });

  it('rejects an origin that is not on the allow-list', async () => {
    for (const returnOrigin of ['https://evil.example', `${APP}/path`, '*', '']) {
      const response = await page({ method: 'smartId', session: 'abc', returnOrigin });
      expect(response.status, returnOrigin).toBe(400);
      const html = await response.text();
      expect(html).not.toContain('simulator.js');
      expect(html).not.toContain('evil.example');
    }
  });

  it('escapes query values it shows', async () => {
    const html = await (await page({ method: '<img src=x onerror=alert(1)>', session: 's', returnOrigin: APP })).text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('serves its script, which posts only to the validated origin', async () => {
    const response = await fetch(`${provider.url}/assets/simulator.js`);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const script = await response.text();
    expect(script).toContain('postMessage(message, returnOrigin)');
    expect(script).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
    expect((await fetch(`${provider.url}/unknown.html?returnOrigin=${APP}`)).status).toBe(404);
    expect((await fetch(`${provider.url}/assets/../server.ts`)).status).toBe(404);
  });

  it('reads the allow-list from APP_ORIGINS with the dev and preview origins as default', () => {
    expect(appOriginsFromEnv('')).toEqual(['http://localhost:5173', 'http://localhost:4173']);
    expect(appOriginsFromEnv(' https://a.example , https://b.example')).toEqual(['https://a.example', 'https://b.example']);
    expect(allowedReturnOrigin('https://a.example', ['https://a.example'])).toBe('https://a.example');
    expect(allowedReturnOrigin('https://a.example.evil.test', ['https://a.example'])).toBeUndefined();
  });
});
