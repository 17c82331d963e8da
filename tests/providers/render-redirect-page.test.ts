import { describe, expect, it } from 'vitest';
import { APP, setUpProviderServer } from './provider-harness';

const provider = setUpProviderServer();

const page = (query: Record<string, string>) => provider.request(`/redirect.html?${new URLSearchParams(query).toString()}`);
const decode = (value: string) => value.replaceAll('&amp;', '&');

describe('/redirect.html', () => {
  it('builds the way back from the returnUrl for each outcome', async () => {
    const { session } = await provider.startSession({ method: 'zignSec', kind: 'redirect', purpose: 'login' });
    const returnUrl = `${APP}/login?modal=login&value=stale`;
    const response = await page({ method: 'zignSec', session, returnUrl });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'");
    const html = await response.text();
    const next = Object.fromEntries([...html.matchAll(/data-value="(\w+)" data-next="([^"]+)">/g)].map((match) => [match[1]!, new URL(decode(match[2]!))]));
    expect(Object.keys(next)).toEqual(['done', 'rejected', 'cancelled']);
    for (const [value, url] of Object.entries(next)) {
      expect(url.origin + url.pathname).toBe(`${APP}/login`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        modal: 'login',
        method: 'zignSec',
        redirectFrom: 'messageInterface',
        type: 'identification',
        value,
        titanToken: session,
      });
    }
    expect(html).toContain('<script src="/assets/redirect-page.js"></script>');
  });

  it('refuses a returnUrl off the app origins with a page without script', async () => {
    const { session } = await provider.startSession({ method: 'zignSec', kind: 'redirect', purpose: 'registration' });
    for (const returnUrl of ['https://evil.example/back', `${APP}.evil.example/back`, `http://user:pw@localhost:5173/back`, 'javascript:alert(1)', '/relative', '']) {
      const response = await page({ method: 'zignSec', session, returnUrl });
      expect(response.status, returnUrl).toBe(400);
      const html = await response.text();
      expect(html).not.toContain('<script');
      expect(html).not.toContain('evil.example');
    }
  });

  it('refuses sessions of other methods and unknown ones', async () => {
    const { session } = await provider.startSession({ method: 'idin', kind: 'window', purpose: 'login' });
    expect((await page({ method: 'zignSec', session, returnUrl: `${APP}/` })).status).toBe(400);
    expect((await page({ method: 'zignSec', session: 'unknown', returnUrl: `${APP}/` })).status).toBe(404);
  });
});
