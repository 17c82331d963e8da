import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/create-api-client';
import type { IdentifyPayload } from '../../src/api/endpoints';
import { MOCK_BASE, NOW, setUpMockPlatform } from './mock-platform-harness';
import { EST_PERSONAL_CODE, identifyAndDecide } from './identification-steps';
import { APP_ORIGIN, setUpProviderServer } from './provider-harness';

const provider = setUpProviderServer();
let clock = NOW;
const platform = setUpMockPlatform({}, { providerOrigin: () => provider.url, now: () => clock });
const smartId: IdentifyPayload = { method: 'smartId', purpose: 'login', personalCode: EST_PERSONAL_CODE };
const trustly: IdentifyPayload = { method: 'trustly', purpose: 'login', returnOrigin: APP_ORIGIN };

async function start(payload: IdentifyPayload): Promise<string> {
  const started = await platform.client.call('identify', payload);
  if (!started.ok) throw new Error(JSON.stringify(started.error));
  return started.data.identificationToken;
}

describe('mock platform: identification outcomes', () => {
  it('registeredAutoLogin: loginToken with autoLogin', async () => {
    expect(await identifyAndDecide(platform.client, provider, smartId, 'approved', 'registeredAutoLogin')).toEqual({
      loginToken: expect.any(String) as string,
      autoLogin: true,
    });
  });

  it.each([
    ['rejected', { error: 303 }],
    ['cancelled', { error: 302 }],
    ['expired', { status: 'expired' }],
  ] as const)('%s at the provider: %j, by waiting request and by result submission', async (decision, answer) => {
    expect(await identifyAndDecide(platform.client, provider, smartId, decision)).toEqual(answer);
    expect(await identifyAndDecide(platform.client, provider, trustly, decision)).toEqual(answer);
  });

  it('a code still pending past its expirationTime (120 s) is expired', async () => {
    clock = NOW;
    const token = await start(smartId);
    clock = new Date(NOW.getTime() + 121_000);
    try {
      expect(await platform.client.call('identificationWait', { token })).toEqual({ ok: true, data: { status: 'expired' } });
    } finally {
      clock = NOW;
    }
  });

  it('a result submitted while the provider is still pending is 302', async () => {
    const token = await start(trustly);
    expect(await platform.client.call('identificationResult', { method: 'trustly', titanToken: token })).toEqual({ ok: true, data: { error: 302 } });
  });

  it('holds a pending waiting request past the client 500 ms limit, so the client times out and asks again', async () => {
    const token = await start(smartId);
    const timedOut = await platform.client.call('identificationWait', { token });
    expect(timedOut.ok || timedOut.error.kind).toBe('timeout');

    const patient = createApiClient({ baseUrl: MOCK_BASE });
    const startedAt = performance.now();
    const held = await patient.call('identificationWait', { token }, { timeoutMs: 5000 });
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(1450);
    expect(held).toEqual({ ok: true, data: {} });
  });

  it('answers a decision made while the request is held once the hold ends', async () => {
    const token = await start(smartId);
    const waiting = platform.client.call('identificationWait', { token }, { timeoutMs: 5000 });
    await provider.decide(token, 'approved', 'registered');
    const answer = await waiting;
    expect(answer.ok && answer.data.loginToken).toBeTruthy();
  });
});
