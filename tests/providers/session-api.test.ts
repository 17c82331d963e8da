import { describe, expect, it } from 'vitest';
import { controlCode } from '../../providers/control-code';
import { APP, setUpProviderServer } from './provider-harness';

const provider = setUpProviderServer();
const EVIL = 'https://evil.example';
const smartId = { method: 'smartId', kind: 'code', purpose: 'login', personalCode: '38001085718' };

describe('provider session API', () => {
  it('starts a session, shows it to the app, records the decision and shows that', async () => {
    const created = await provider.postJson('/api/sessions', { method: 'idin', kind: 'window', purpose: 'registration', bic: 'RABONL2U' }, APP);
    expect(created.status).toBe(201);
    const { session, code } = (await created.json()) as { session: string; code: string };
    expect(session).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(code).toMatch(/^\d{4}$/);
    expect(code).toBe(controlCode(session));

    const read = async () => (await provider.request(`/api/sessions/${session}`, { headers: { Origin: APP } })).json();
    expect(await read()).toEqual({
      session,
      method: 'idin',
      kind: 'window',
      purpose: 'registration',
      status: 'pending',
      persona: null,
      code,
      details: { bic: 'RABONL2U' },
    });

    const decided = await provider.postJson(`/api/sessions/${session}/decision`, { status: 'approved', persona: 'registeredAutoLogin' });
    expect(decided.status).toBe(200);
    expect(await decided.json()).toMatchObject({ session, status: 'approved', persona: 'registeredAutoLogin' });
    expect(await read()).toMatchObject({ status: 'approved', persona: 'registeredAutoLogin' });

    const again = await provider.postJson(`/api/sessions/${session}/decision`, { status: 'rejected' });
    expect(again.status).toBe(409);
    expect(await read()).toMatchObject({ status: 'approved' });
  });

  it('reflects an allowed app origin exactly, with Vary', async () => {
    const created = await provider.postJson('/api/sessions', smartId, APP);
    expect(created.headers.get('access-control-allow-origin')).toBe(APP);
    expect(created.headers.get('vary')).toBe('Origin');
    const { session } = (await created.json()) as { session: string };
    const read = await provider.request(`/api/sessions/${session}`, { headers: { Origin: APP } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe(APP);
    expect(read.headers.get('content-type')).toContain('application/json');
  });

  it('refuses other origins without CORS headers', async () => {
    const { session } = await provider.startSession(smartId);
    for (const origin of [EVIL, `${APP}.evil.example`, 'null']) {
      const created = await provider.postJson('/api/sessions', smartId, origin);
      expect(created.status, origin).toBe(403);
      expect(created.headers.get('access-control-allow-origin')).toBeNull();
      const read = await provider.request(`/api/sessions/${session}`, { headers: { Origin: origin } });
      expect(read.status, origin).toBe(403);
      expect(read.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('answers the preflight of an allowed origin with 204 and refuses others', async () => {
    const preflight = (origin: string, path = '/api/sessions', method = 'POST') =>
      provider.request(path, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'content-type' },
      });
    const allowed = await preflight(APP);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('OPTIONS');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expect(allowed.headers.get('vary')).toBe('Origin');
    expect((await preflight(APP, '/api/sessions/some-session', 'GET')).headers.get('access-control-allow-origin')).toBe(APP);

    const refused = await preflight(EVIL);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    // the decision belongs to the provider's own pages, not to the app
    const decision = await preflight(APP, '/api/sessions/some-session/decision');
    expect(decision.status).toBe(403);
    expect(decision.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('takes decisions and lists only from its own origin (or without Origin)', async () => {
    const { session } = await provider.startSession(smartId);
    const own = provider.server.url;
    expect((await provider.postJson(`/api/sessions/${session}/decision`, { status: 'rejected' }, APP)).status).toBe(403);
    expect((await provider.request('/api/sessions?method=smartId', { headers: { Origin: APP } })).status).toBe(403);
    expect((await provider.request('/api/sessions?method=smartId', { headers: { Origin: own } })).status).toBe(200);
    const decided = await provider.postJson(`/api/sessions/${session}/decision`, { status: 'rejected' }, own);
    expect(decided.status).toBe(200);
    expect(decided.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lists the pending sessions of one method', async () => {
    const smart = await provider.startSession(smartId);
    const answered = await provider.startSession(smartId);
    const mobile = await provider.startSession({ method: 'mobileId', kind: 'code', purpose: 'registration', phoneNumber: '+37060000000' });
    await provider.postJson(`/api/sessions/${answered.session}/decision`, { status: 'expired' });
    const list = async (method: string) =>
      ((await (await provider.request(`/api/sessions?method=${method}`)).json()) as { sessions: { session: string; status: string; method: string }[] }).sessions;
    const smartList = await list('smartId');
    expect(smartList.map((item) => item.session)).toContain(smart.session);
    expect(smartList.map((item) => item.session)).not.toContain(answered.session);
    expect(smartList.every((item) => item.method === 'smartId' && item.status === 'pending')).toBe(true);
    expect(await list('mobileId')).toEqual([
      expect.objectContaining({ session: mobile.session, code: mobile.code, details: { phoneNumber: '+37060000000' } }),
    ]);
    expect((await provider.request('/api/sessions?method=bankId')).status).toBe(400);
  });

  it.each([
    ['an unknown method', { method: 'bankId', kind: 'code', purpose: 'login' }, 400, 'method must be one of'],
    ['a mismatched kind', { method: 'cddn', kind: 'window', purpose: 'login' }, 400, 'cddn is of kind iframe'],
    ['a missing purpose', { method: 'top', kind: 'iframe' }, 400, 'purpose must be one of'],
    ['a number as personal code', { ...smartId, personalCode: 1 }, 400, 'personalCode must be a string'],
  ])('refuses to start a session with %s', async (_case, body, status, message) => {
    const response = await provider.postJson('/api/sessions', body, APP);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(((await response.json()) as { error: string }).error).toContain(message);
  });

  it('refuses bodies that are not JSON, not declared JSON or too large', async () => {
    const post = (body: string, type = 'application/json') =>
      provider.request('/api/sessions', { method: 'POST', headers: { 'Content-Type': type, Origin: APP }, body });
    const broken = await post('{"method":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'Body is not valid JSON.' });
    const plain = await post(JSON.stringify(smartId), 'text/plain');
    expect(plain.status).toBe(415);
    expect(plain.headers.get('access-control-allow-origin')).toBe(APP);
    const large = await post(JSON.stringify({ ...smartId, personalCode: 'x'.repeat(20_000) }));
    expect(large.status).toBe(413);
    expect(((await large.json()) as { error: string }).error).toContain('10240 bytes');
  });

  it('refuses invalid decisions and unknown sessions', async () => {
    const { session } = await provider.startSession(smartId);
    const decide = (body: unknown, id = session) => provider.postJson(`/api/sessions/${id}/decision`, body);
    expect((await decide({ status: 'approved' })).status).toBe(400);
    expect((await decide({ status: 'approved', persona: 'vip' })).status).toBe(400);
    expect((await decide({ status: 'pending', persona: null })).status).toBe(400);
    expect((await decide({ status: 'approved', persona: 'new' }, 'no-such-session')).status).toBe(404);
    expect((await provider.request('/api/sessions/no-such-session')).status).toBe(404);
    expect((await provider.request(`/api/sessions/${session}`)).status).toBe(200);
  });

  it('answers unknown routes and methods with JSON errors', async () => {
    const route = await provider.request('/api/nothing');
    expect(route.status).toBe(404);
    expect(await route.json()).toEqual({ error: 'No such API route.' });
    const method = await provider.request('/api/sessions', { method: 'DELETE' });
    expect(method.status).toBe(405);
    expect(method.headers.get('allow')).toBe('GET, POST, OPTIONS');
    expect((await provider.request('/api/sessions/x', { method: 'POST' })).status).toBe(405);
  });
});
