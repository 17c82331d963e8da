import { describe, expect, it } from 'vitest';
import { setUpProviderServer } from './provider-harness';

const provider = setUpProviderServer();

describe('/smart-id.html and /mobile-id.html', () => {
  it('render the phone app for their method, needing no return origin', async () => {
    for (const [path, method] of [['/smart-id.html', 'smartId'], ['/mobile-id.html', 'mobileId']]) {
      const response = await provider.request(path!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'");
      const html = await response.text();
      expect(html).toContain(`data-method="${method}" data-session=""`);
      expect(html).toContain('<template id="request-template">');
      for (const label of ['Approve', 'Reject', 'Let it expire', 'Cancel']) expect(html).toContain(`>${label}</button>`);
      for (const label of ['Registered player', 'Registered, log in automatically', 'New person']) expect(html).toContain(`> ${label}</label>`);
      expect(html).toContain('<script src="/assets/phone-app.js"></script>');
      expect(html).not.toMatch(/<script>|style=/);
    }
  });

  it('shows one session with ?session= and refuses unknown or foreign ones', async () => {
    const smart = await provider.startSession({ method: 'smartId', kind: 'code', purpose: 'login' });
    const mobile = await provider.startSession({ method: 'mobileId', kind: 'code', purpose: 'login' });
    expect(await (await provider.request(`/smart-id.html?session=${smart.session}`)).text()).toContain(`data-session="${smart.session}"`);
    expect((await provider.request(`/smart-id.html?session=${mobile.session}`)).status).toBe(400);
    const unknown = await provider.request('/mobile-id.html?session=%3Cscript%3E');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toContain('<script');
  });
});
