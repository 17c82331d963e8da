import { describe, expect, it } from 'vitest';
import { APP, setUpProviderServer } from './provider-harness';

const provider = setUpProviderServer();

const page = (query: Record<string, string>) => provider.request(`/social-login.html?${new URLSearchParams(query).toString()}`);

describe('/social-login.html', () => {
  it('shows the version and scope Facebook was opened with, escaped', async () => {
    const response = await page({ provider: 'facebook', returnOrigin: APP, state: 's"1<', version: 'v12.0', scope: 'public_profile,email<b>' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'");
    const html = await response.text();
    expect(html).toContain('<h1>Facebook login</h1>');
    expect(html).toContain('<dt>SDK version</dt><dd>v12.0</dd>');
    expect(html).toContain('<dt>Scope</dt><dd>public_profile,email&lt;b&gt;</dd>');
    expect(html).toContain(`data-provider="facebook" data-return-origin="${APP}" data-state="s&quot;1&lt;"`);
    expect(html).toContain('<legend>Account</legend>');
    expect(html).toContain('value="registered" checked> Registered');
    expect(html).toContain('value="new"> No account');
    expect(html).toContain('data-status="approved" data-value="done">Continue</button>');
    expect(html).toContain('data-status="cancelled" data-value="cancelled">Cancel</button>');
    expect(html).toContain('<script src="/assets/social-login.js"></script>');
  });

  it('serves Google and Apple without the Facebook settings', async () => {
    for (const provider of ['google', 'apple']) {
      const html = await (await page({ provider, returnOrigin: APP, state: 'x' })).text();
      expect(html).not.toContain('SDK version');
      expect(html).toContain(`data-provider="${provider}"`);
    }
  });

  it('refuses unknown providers, foreign return origins and oversized state without script', async () => {
    const cases: Record<string, string>[] = [
      { provider: 'twitter', returnOrigin: APP },
      { provider: 'google', returnOrigin: 'https://evil.example' },
      { provider: 'google' },
      { provider: 'apple', returnOrigin: APP, state: 'x'.repeat(513) },
    ];
    for (const query of cases) {
      const response = await page(query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      const html = await response.text();
      expect(html).not.toContain('<script');
      expect(html).not.toContain('evil.example');
    }
  });
});
