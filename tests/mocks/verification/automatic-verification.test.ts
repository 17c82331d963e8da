import { describe, expect, it } from 'vitest';
import { attempt, setUpMockPlatform } from '../mock-platform-harness';
import { APP_ORIGIN, setUpProviderServer } from '../provider-harness';

const provider = setUpProviderServer();
// the tab's QA input ?automaticVerification=veriff (be-settings-from-query.ts) turns Veriff on
const platform = setUpMockPlatform({ beSettings: { veriffActive: true } }, { providerOrigin: () => provider.url });

const RETURN_URL = `${APP_ORIGIN}/interfaces/message.html#nonce=a1b2c3d4e5f60718293a4b5c6d7e8f90`;
const errorCode = (result: { ok: true } | { ok: false; error: { errorCode: number | string } }) => (result.ok ? null : result.error.errorCode);

async function logIn() {
  expect((await platform.client.call('login', { login: 'unverified@example.com', password: 'Password1' })).ok).toBe(true);
}

async function start(providerName: 'veriff' | 'ondato' = 'veriff', returnUrl = RETURN_URL) {
  return platform.client.call('startAutomaticVerification', { provider: providerName, returnUrl }, attempt());
}

function sessionOf(verificationUrl: string): string {
  return new URL(verificationUrl).searchParams.get('session') ?? '';
}

describe('mock platform: automatic identity verification (SCENARIOS.md "Verification")', () => {
  it('answers the provider page on the provider origin, which returns to the app\'s message interface', async () => {
    await logIn();
    const started = await start();
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    const url = new URL(started.data.verificationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.url}/automatic-verification.html`);
    expect(url.searchParams.get('returnUrl')).toBe(RETURN_URL);
    expect(await provider.session(sessionOf(started.data.verificationUrl))).toMatchObject({ method: 'veriff', kind: 'redirect', purpose: 'verification', status: 'pending' });
    expect(await platform.client.call('accountVerificationStatus')).toEqual({ ok: true, data: { status: 'pending' } });
  });

  it('approved at the provider verifies the player once; rejected does not', async () => {
    await logIn();
    expect(await platform.client.call('accountVerificationStatus')).toEqual({ ok: true, data: { status: 'none' } });
    const rejected = await start();
    if (!rejected.ok) throw new Error('not started');
    await provider.decide(sessionOf(rejected.data.verificationUrl), 'rejected');
    expect(await platform.client.call('accountVerificationStatus')).toEqual({ ok: true, data: { status: 'rejected' } });
    const approved = await start();
    if (!approved.ok) throw new Error('not started');
    await provider.decide(sessionOf(approved.data.verificationUrl), 'approved', 'new');
    expect(await platform.client.call('accountVerificationStatus')).toEqual({ ok: true, data: { status: 'approved' } });
    expect(await platform.client.call('accountVerificationStatus')).toEqual({ ok: true, data: { status: 'approved' } });
    expect(platform.db.findPlayerByEmail('unverified@example.com')?.verified).toBe(true);
    expect(platform.db.state.verification?.identityVerifications.filter((entry) => entry.method === 'veriff')).toHaveLength(1);
  });

  it('refuses a provider switched off by its flag (297), a way back other than /interfaces/message.html (196) and visitors', async () => {
    expect(errorCode(await start())).not.toBeNull();
    await logIn();
    expect(errorCode(await start('ondato'))).toBe(297);
    expect(errorCode(await start('veriff', `${APP_ORIGIN}/evil.html#nonce=x`))).toBe(196);
    expect(errorCode(await start('veriff', 'javascript:alert(1)'))).toBe(196);
    expect(errorCode(await start('veriff', `${APP_ORIGIN}/interfaces/message.html?next=https://evil.example`))).toBe(196);
  });

  it('takes the popup\'s way back too, /interfaces/window-middleware.html, with no query of its own', async () => {
    await logIn();
    const middleware = `${APP_ORIGIN}/interfaces/window-middleware.html#nonce=a1b2c3d4e5f60718293a4b5c6d7e8f90`;
    const started = await start('veriff', middleware);
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    expect(new URL(started.data.verificationUrl).searchParams.get('returnUrl')).toBe(middleware);
    expect(errorCode(await start('veriff', `${APP_ORIGIN}/interfaces/window-middleware.html?next=https://evil.example`))).toBe(196);
    expect(errorCode(await start('veriff', `${APP_ORIGIN}/interfaces/window-middleware.js`))).toBe(196);
  });

  it('the fourth automatic attempt of a player is 305: the limit of automatic validation attempts', async () => {
    await logIn();
    for (let index = 0; index < 3; index += 1) expect((await start()).ok).toBe(true);
    expect(errorCode(await start())).toBe(305);
  });
});
