import { describe, expect, it } from 'vitest';
import { allowedReturnOrigin } from '../../providers/allowed-return-origin';
import { appOriginsFromEnv } from '../../providers/server';
import { SIMULATORS } from '../../providers/simulators';
import { APP, OTHER_APP, setUpProviderServer } from './provider-harness';

const provider = setUpProviderServer();

describe('provider simulator server', () => {
  it('lists every simulator and the API on the index, with a strict CSP', async () => {
    const response = await provider.request('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const name of Object.keys(SIMULATORS)) expect(html).toContain(`/${name}.html?`);
    for (const route of ['POST /api/sessions', 'GET /api/sessions/{session}', 'POST /api/sessions/{session}/decision', 'GET /api/sessions?method=']) {
      expect(html).toContain(route);
    }
    expect(html).toContain('href="/smart-id.html"');
    expect(html).toContain('version=v12.0');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain(`frame-ancestors ${APP} ${OTHER_APP}`);
    expect(csp).not.toContain('*');
    expect(html).not.toMatch(/<script>|style=/);
  });

  it('serves only its known assets, with their types', async () => {
    for (const script of ['simulator-common.js', 'phone-app.js', 'identification-page.js', 'idenfy-page.js', 'redirect-page.js', 'social-login.js']) {
      const response = await provider.request(`/assets/${script}`);
      expect(response.status, script).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/javascript');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await provider.request('/assets/simulator.css')).headers.get('content-type')).toContain('text/css');
    expect((await provider.request('/assets/../server.ts')).status).toBe(404);
    expect((await provider.request('/assets/server.ts')).status).toBe(404);
    expect((await provider.request(`/unknown.html?returnOrigin=${APP}`)).status).toBe(404);
    // answered empty so browser consoles (watched by e2e) show no 404
    expect((await provider.request('/favicon.ico')).status).toBe(204);
  });

  it('never posts to a wildcard origin', async () => {
    for (const script of ['identification-page.js', 'idenfy-page.js', 'social-login.js']) {
      const text = await (await provider.request(`/assets/${script}`)).text();
      expect(text).toContain('returnOrigin);');
      expect(text).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
    }
  });

  it('answers pages to GET and HEAD only', async () => {
    const post = await provider.request('/smart-id.html', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const head = await provider.request('/smart-id.html', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('reads the allow-list from APP_ORIGINS with the dev and preview origins as default', () => {
    expect(appOriginsFromEnv('')).toEqual(['http://localhost:5173', 'http://localhost:4173']);
    expect(appOriginsFromEnv(' https://a.example , https://b.example')).toEqual(['https://a.example', 'https://b.example']);
    expect(allowedReturnOrigin('https://a.example', ['https://a.example'])).toBe('https://a.example');
    expect(allowedReturnOrigin('https://a.example.evil.test', ['https://a.example'])).toBeUndefined();
    expect(allowedReturnOrigin('https://a.example/path', ['https://a.example'])).toBeUndefined();
  });
});
