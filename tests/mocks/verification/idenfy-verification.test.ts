import { describe, expect, it } from 'vitest';
import { attempt, setUpMockPlatform } from '../mock-platform-harness';
import { APP_ORIGIN, setUpProviderServer } from '../provider-harness';

const provider = setUpProviderServer();
const platform = setUpMockPlatform({}, { providerOrigin: () => provider.url });

const failure = (result: { ok: boolean; error?: unknown }) => (result.ok ? null : result.error);

async function start(): Promise<{ verificationToken: string; url: string }> {
  const started = await platform.client.call('startIdenfyVerification', { returnOrigin: APP_ORIGIN }, attempt());
  if (!started.ok) throw new Error(JSON.stringify(started.error));
  return started.data;
}

const status = async (verificationToken: string) => platform.client.call('idenfyVerificationStatus', { verificationToken });

describe('mock platform: iDenfy verification on the provider simulator', () => {
  it('starts an idenfy session and answers the frame URL on the provider origin, posting back to returnOrigin', async () => {
    const { verificationToken, url } = await start();
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(`${provider.url}/idenfy.html`);
    expect(Object.fromEntries(parsed.searchParams)).toEqual({ session: verificationToken, returnOrigin: APP_ORIGIN });
    expect(await provider.session(verificationToken)).toMatchObject({ method: 'idenfy', kind: 'iframe', purpose: 'verification', status: 'pending' });
    expect(await status(verificationToken)).toEqual({ ok: true, data: { status: 'pending' } });
  });

  it('approved is reviewed for one check, then verifies the logged-in player once; the answer stays the same', async () => {
    expect((await platform.client.call('login', { login: 'unverified@example.com', password: 'Password1' })).ok).toBe(true);
    const { verificationToken } = await start();
    await provider.decide(verificationToken, 'approved', 'new');
    expect(await status(verificationToken)).toEqual({ ok: true, data: { status: 'pending' } });
    expect(platform.db.findPlayerByEmail('unverified@example.com')?.verified).toBe(false);
    expect(await status(verificationToken)).toEqual({ ok: true, data: { status: 'approved' } });
    expect(await status(verificationToken)).toEqual({ ok: true, data: { status: 'approved' } });
    expect(platform.db.findPlayerByEmail('unverified@example.com')?.verified).toBe(true);
    expect(platform.db.state.verification?.identityVerifications.filter((entry) => entry.method === 'idenfy')).toHaveLength(1);
  });

  it.each([
    ['rejected', 'failed'],
    ['cancelled', 'cancelled'],
    ['expired', 'expired'],
  ] as const)('%s at the provider is %s', async (decision, answer) => {
    const { verificationToken } = await start();
    await provider.decide(verificationToken, decision);
    expect(await status(verificationToken)).toEqual({ ok: true, data: { status: answer } });
    expect(platform.db.state.verification?.identityVerifications).toEqual([]);
  });

  it('an unknown token, or one a visitor started asked by a player, is 286; a returnOrigin that is no origin is 196', async () => {
    expect(failure(await status('nope'))).toMatchObject({ errorCode: 286 });
    const { verificationToken } = await start();
    expect((await platform.client.call('login', { login: 'unverified@example.com', password: 'Password1' })).ok).toBe(true);
    expect(failure(await status(verificationToken))).toMatchObject({ errorCode: 286 });
    expect(failure(await platform.client.call('startIdenfyVerification', { returnOrigin: 'javascript:alert(1)' }, attempt()))).toMatchObject({ errorCode: 196 });
  });
});
