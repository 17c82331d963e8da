import { describe, expect, it } from 'vitest';
import { APP, setUpProviderServer } from './provider-harness';

const provider = setUpProviderServer();
const XSS = '<img src=x onerror=alert(1)>';

const page = (query: Record<string, string>) => provider.request(`/identification.html?${new URLSearchParams(query).toString()}`);

describe('/identification.html', () => {
  it('shows the session with persona choice, three outcomes and its scripts, under the page CSP', async () => {
    const { session } = await provider.startSession({ method: 'idin', kind: 'window', purpose: 'registration', bic: 'RABONL2U' });
    const response = await page({ method: 'idin', session, returnOrigin: APP });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${APP}`);
    const html = await response.text();
    expect(html).toContain(`data-session="${session}" data-method="idin" data-return-origin="${APP}"`);
    expect(html).toContain('<dt>Bank (BIC)</dt><dd>RABONL2U</dd>');
    expect(html).toMatch(/<legend>Answer as<\/legend>/);
    expect(html).toContain('value="registered" checked> Registered player');
    expect(html).toContain('value="registeredAutoLogin"> Registered, log in automatically');
    expect(html).toContain('value="new"> New person');
    for (const [label, value] of [['Approve', 'done'], ['Reject', 'rejected'], ['Cancel', 'cancelled']]) {
      expect(html).toContain(`data-value="${value}">${label}</button>`);
    }
    expect(html).not.toContain('data-value="expired"');
    expect(html).toContain('role="status" aria-live="polite"');
    expect(html).toContain('<script src="/assets/simulator-common.js"></script>\n<script src="/assets/identification-page.js"></script>');
    expect(html).not.toMatch(/<script>|style=|\son\w+=/);
  });

  it('serves the iframe methods too and escapes what the app sent', async () => {
    const { session } = await provider.startSession({ method: 'cddn', kind: 'iframe', purpose: 'login', personalCode: XSS });
    const html = await (await page({ session, returnOrigin: APP })).text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('data-method="cddn"');
  });

  it('refuses a returnOrigin that is not an app origin, without script or echo', async () => {
    const { session } = await provider.startSession({ method: 'trustly', kind: 'window', purpose: 'login' });
    for (const returnOrigin of ['https://evil.example', `${APP}/path`, '*', '']) {
      const response = await page({ method: 'trustly', session, returnOrigin });
      expect(response.status, returnOrigin).toBe(400);
      const html = await response.text();
      expect(html).not.toContain('<script');
      expect(html).not.toContain('evil.example');
    }
  });

  it('refuses unknown, foreign, mismatched and answered sessions', async () => {
    const smartId = await provider.startSession({ method: 'smartId', kind: 'code', purpose: 'login' });
    const top = await provider.startSession({ method: 'top', kind: 'iframe', purpose: 'login' });
    const answered = await provider.startSession({ method: 'payAndPlay', kind: 'window', purpose: 'login' });
    await provider.postJson(`/api/sessions/${answered.session}/decision`, { status: 'cancelled' });
    const cases: [Record<string, string>, number][] = [
      [{ session: 'no-such-session' }, 404],
      [{ session: smartId.session, method: 'smartId' }, 400],
      [{ session: top.session, method: 'idin' }, 400],
      [{ session: answered.session, method: 'payAndPlay' }, 409],
    ];
    for (const [query, status] of cases) {
      const response = await page({ ...query, returnOrigin: APP });
      expect(response.status, JSON.stringify(query)).toBe(status);
      expect(await response.text()).not.toContain('<script');
    }
  });
});
