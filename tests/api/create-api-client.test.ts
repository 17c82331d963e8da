import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/create-api-client';
import type { SessionData } from '../../src/api/endpoints';
import { newIdempotencyKey } from '../../src/engine/idempotency-key';

const BASE = 'http://platform.test/api';
const server = setupServer();
const client = createApiClient({ baseUrl: BASE });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createApiClient', () => {
  it('returns typed data on success', async () => {
    server.use(http.get(`${BASE}/player/session`, () => HttpResponse.json({ loggedIn: false })));
    const result = await client.call('session');
    expect(result).toEqual({ ok: true, data: { loggedIn: false } });
    if (result.ok) {
      const data: SessionData = result.data;
      expect(data.loggedIn).toBe(false);
    }
  });

  it('fills path templates and sends GET payloads as the query', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${BASE}/translations/:lang`, ({ request, params }) => {
        seen.push(`${String(params.lang)}|${new URL(request.url).search}`);
        return HttpResponse.json({ 'shell:title': 'Kaszinó' });
      }),
      http.get(`${BASE}/settings`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ passwordLimits: { min: 6, max: 64 } });
      }),
    );
    await client.call('translations', { lang: 'hu' });
    await client.call('settings', { group: 'fe' });
    expect(seen).toEqual(['hu|', '?group=fe']);
  });

  it('posts the payload as JSON', async () => {
    let received: unknown;
    server.use(
      http.post(`${BASE}/player/login`, async ({ request }) => {
        received = { body: await request.json(), type: request.headers.get('content-type') };
        return HttpResponse.json({ player: { id: 'p1' } });
      }),
    );
    const result = await client.call('login', { login: 'a@example.com', password: 'Password1' });
    expect(result.ok).toBe(true);
    expect(received).toEqual({ body: { login: 'a@example.com', password: 'Password1' }, type: 'application/json' });
  });

  it('reads the server error object of a 4xx answer', async () => {
    server.use(
      http.post(`${BASE}/player/login`, () =>
        HttpResponse.json(
          { errorCode: 107, error: 'Login failed', errorDetails: { hackLimit: 5, hackCount: 2 }, errorSubCode: 1, expireTime: '2026-01-02T10:00:00Z' },
          { status: 400 },
        ),
      ),
    );
    const result = await client.call('login', { login: 'a@example.com', password: 'x' });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'server',
        status: 400,
        path: '/api/player/login',
        errorCode: 107,
        error: 'Login failed',
        errorDetails: { hackLimit: 5, hackCount: 2 },
        errorSubCode: 1,
        expireTime: '2026-01-02T10:00:00Z',
      },
    });
  });

  it('turns an error answer without an error object into the generic code 0', async () => {
    server.use(http.get(`${BASE}/player/wallet`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const result = await client.call('wallet');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'server', errorCode: 0, status: 502 });
  });

  it('reports a timeout when the answer is slower than the limit', async () => {
    server.use(
      http.get(`${BASE}/player/accountDetails`, async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const result = await client.call('accountDetails', undefined, { timeoutMs: 30 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('timeout');
  });

  it('reports aborted when the caller cancels', async () => {
    server.use(
      http.post(`${BASE}/player/register`, async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = client.call('register', { email: 'a@example.com' }, { signal: controller.signal, idempotencyKey: newIdempotencyKey() });
    setTimeout(() => controller.abort(), 20);
    const result = await pending;
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('aborted');
  });

  it('reports aborted for a signal cancelled before the call', async () => {
    server.use(http.get(`${BASE}/languages`, () => HttpResponse.json([])));
    const result = await client.call('languages', undefined, { signal: AbortSignal.abort() });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('aborted');
  });

  it('reports a network failure', async () => {
    server.use(http.get(`${BASE}/time`, () => HttpResponse.error()));
    const result = await client.call('serverTime');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'network', errorCode: 0 });
  });

  it('reports a broken success body as a server error instead of throwing', async () => {
    server.use(http.get(`${BASE}/pages`, () => new HttpResponse('{not json', { status: 200 })));
    const result = await client.call('pages');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'server', errorCode: 0 });
  });

  it('treats an empty success body as an empty object', async () => {
    server.use(http.post(`${BASE}/player/logout`, () => new HttpResponse(null, { status: 204 })));
    expect(await client.call('logout')).toEqual({ ok: true, data: {} });
  });
});
