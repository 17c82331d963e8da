import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/api/create-api-client';
import { newIdempotencyKey } from '../../src/engine/idempotency-key';
import { MIN_CACHE_SECONDS, readCacheTimeouts } from '../../src/api/response-cache';
import { SettingsStore } from '../../src/stores/settings-store';

const BASE = 'http://platform.test/api';
const server = setupServer();

let clock = 0;
let client: ApiClient;
let hits: Record<string, number>;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  clock = 1_000_000;
  hits = {};
  client = createApiClient({ baseUrl: BASE, now: () => clock });
  const count = (name: string) => (hits[name] = (hits[name] ?? 0) + 1);
  server.use(
    http.get(`${BASE}/campaigns/registration`, () => HttpResponse.json([{ campaignId: count('campaigns'), title: 'Welcome' }])),
    http.get(`${BASE}/translations/:lang`, ({ params }) => HttpResponse.json({ lang: String(params.lang), n: String(count(`translations:${String(params.lang)}`)) })),
    http.get(`${BASE}/player/session`, () => HttpResponse.json({ loggedIn: count('session') > 99 })),
    http.get(`${BASE}/languages`, () => (count('languages') === 1 ? HttpResponse.json({ errorCode: 100 }, { status: 500 }) : HttpResponse.json([]))),
    http.post(`${BASE}/player/logout`, () => HttpResponse.json({})),
    http.post(`${BASE}/player/register`, () => HttpResponse.json({ autoLogin: false })),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('served cache timeouts (spec 1 §7: per endpoint, at least 5 s)', () => {
  it('reads seconds per GET endpoint, raising anything below 5 s to 5 s and ignoring the rest', () => {
    expect(
      readCacheTimeouts({ campaigns: 60, languages: 1, pages: 0, login: 30, nonsense: 10, translations: '30', serverTime: Number.NaN }),
    ).toEqual({ campaigns: 60, languages: MIN_CACHE_SECONDS, pages: MIN_CACHE_SECONDS });
    for (const broken of [undefined, null, 'x', [1], 5]) expect(readCacheTimeouts(broken)).toEqual({});
  });

  it('caches nothing until the platform served timeouts', async () => {
    await client.call('campaigns');
    await client.call('campaigns');
    expect(hits.campaigns).toBe(2);
  });

  it('keeps an answer for the served seconds, then asks again', async () => {
    client.setCacheTimeouts({ campaigns: 60 });
    const first = await client.call('campaigns');
    clock += 59_999;
    expect(await client.call('campaigns')).toEqual(first);
    expect(hits.campaigns).toBe(1);
    clock += 1;
    const fresh = await client.call('campaigns');
    expect(hits.campaigns).toBe(2);
    expect(fresh).toEqual({ ok: true, data: [{ campaignId: 2, title: 'Welcome' }] });
  });

  it('keeps a served 1 s for the minimum of 5 s', async () => {
    client.setCacheTimeouts({ campaigns: 1 });
    await client.call('campaigns');
    clock += 4_999;
    await client.call('campaigns');
    expect(hits.campaigns).toBe(1);
    clock += 1;
    await client.call('campaigns');
    expect(hits.campaigns).toBe(2);
  });

  it('keeps answers per URL, never an error, and not an endpoint the platform did not name', async () => {
    client.setCacheTimeouts({ translations: 300, languages: 300 });
    await client.call('translations', { lang: 'hu' });
    await client.call('translations', { lang: 'sv' });
    await client.call('translations', { lang: 'hu' });
    expect(hits).toMatchObject({ 'translations:hu': 1, 'translations:sv': 1 });
    expect((await client.call('languages')).ok).toBe(false);
    expect((await client.call('languages')).ok).toBe(true);
    await client.call('languages');
    expect(hits.languages).toBe(2);
    await client.call('session');
    await client.call('session');
    expect(hits.session).toBe(2);
  });

  it('hands out copies: a caller changing its answer does not change the cache', async () => {
    client.setCacheTimeouts({ campaigns: 60 });
    const first = await client.call('campaigns');
    if (first.ok) first.data.push({ campaignId: 99, title: 'mutated' });
    expect(await client.call('campaigns')).toEqual({ ok: true, data: [{ campaignId: 1, title: 'Welcome' }] });
  });

  it('empties after any call that is not a GET (login, logout, registration change what reads answer) and on request', async () => {
    client.setCacheTimeouts({ campaigns: 60, translations: 60 });
    await client.call('campaigns');
    await client.call('logout');
    await client.call('campaigns');
    expect(hits.campaigns).toBe(2);
    await client.call('register', {}, { idempotencyKey: newIdempotencyKey() });
    await client.call('campaigns');
    expect(hits.campaigns).toBe(3);
    await client.call('translations', { lang: 'hu' });
    client.clearCache(['campaigns']);
    await client.call('campaigns');
    await client.call('translations', { lang: 'hu' });
    expect(hits).toMatchObject({ campaigns: 4, 'translations:hu': 1 });
    client.clearCache();
    await client.call('translations', { lang: 'hu' });
    expect(hits['translations:hu']).toBe(2);
  });

  it('drops kept answers of an endpoint the platform no longer names', async () => {
    client.setCacheTimeouts({ campaigns: 60 });
    await client.call('campaigns');
    client.setCacheTimeouts({});
    await client.call('campaigns');
    expect(hits.campaigns).toBe(2);
  });

  it('takes the timeouts from the served fe.cacheTimeouts when the settings store loads', async () => {
    server.use(
      http.get(`${BASE}/settings`, ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('group') === 'fe' ? { cacheTimeouts: { campaigns: 10 } } : {}),
      ),
    );
    expect(await new SettingsStore(client).load()).toBe(true);
    await client.call('campaigns');
    clock += 9_999;
    await client.call('campaigns');
    expect(hits.campaigns).toBe(1);
    clock += 1;
    await client.call('campaigns');
    expect(hits.campaigns).toBe(2);
  });
});
