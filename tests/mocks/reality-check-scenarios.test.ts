import { describe, expect, it } from 'vitest';
import { attempt, setUpMockPlatform } from './mock-platform-harness';

const platform = setUpMockPlatform();

const codeOf = (result: { ok: boolean; error?: { errorCode: unknown } }) => (result.ok ? 'ok' : result.error?.errorCode);

async function loggedIn(market: string, email: string) {
  const client = platform.clientFor(market);
  expect(codeOf(await client.call('login', { login: email, password: 'Password1' }))).toBe('ok');
  return client;
}

describe("mock platform: the player's reality-check interval", () => {
  it('GBR (UKGC RTS 13): one of the offered intervals is stored per player and answered by the real-money game start', async () => {
    const client = await loggedIn('GBR', 'player.gbr@example.com');
    expect(await client.call('realityCheck', undefined)).toMatchObject({ ok: true, data: { minutes: null } });
    // not one of the GBR overlay's choices: the compiled form's verdict
    const refused = await client.call('setRealityCheck', { minutes: '20' }, attempt());
    expect(refused).toMatchObject({ ok: false, error: { errorCode: 196, errorDetails: { fields: [{ field: 'minutes', code: 'oneOf' }] } } });
    expect(await client.call('setRealityCheck', { minutes: '15' }, attempt())).toMatchObject({ ok: true, data: { minutes: 15 } });
    expect(await client.call('realityCheck', undefined)).toMatchObject({ ok: true, data: { minutes: 15 } });
    const real = await client.call('startGame', { game: 'golden-cherries', type: 'real', lang: 'en' }, attempt());
    expect(real).toMatchObject({ ok: true, data: { realityCheckMinutes: 15 } });
    const demo = await client.call('startGame', { game: 'golden-cherries', type: 'demo', lang: 'en' }, attempt());
    expect(demo).toMatchObject({ ok: true, data: { realityCheckMinutes: null } });
  });

  it('a market without the choice (INT) refuses to store one', async () => {
    const client = await loggedIn('INT', 'player@example.com');
    const refused = await client.call('setRealityCheck', { minutes: '60' }, attempt());
    expect(codeOf(refused)).toBe(196);
    expect(await client.call('realityCheck', undefined)).toMatchObject({ ok: true, data: { minutes: null } });
  });

  it('a visitor has no setting', async () => {
    const client = platform.clientFor('GBR');
    expect(codeOf(await client.call('realityCheck', undefined))).not.toBe('ok');
  });
});
