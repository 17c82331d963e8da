import { describe, expect, it } from 'vitest';
import { setUpMockPlatform } from './mock-platform-harness';

const platform = setUpMockPlatform({ slowResponseMs: 200 });
const login = (email: string, password = 'Password1') => platform.client.call('login', { login: email, password });

describe('mock platform: login', () => {
  it('logs the seeded player in and reports the session', async () => {
    const result = await login('player@example.com');
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data.player).toMatchObject({ email: 'player@example.com', country: 'HUN', verified: true });
    expect(await platform.client.call('session')).toMatchObject({ ok: true, data: { loggedIn: true, player: { email: 'player@example.com' } } });
    await platform.client.call('logout');
    expect(await platform.client.call('session')).toEqual({ ok: true, data: { loggedIn: false } });
  });

  it('counts wrong passwords (107 with tries left) and freezes at hackLimit (111)', async () => {
    const codes: unknown[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const result = await login('player@example.com', 'Wrong1');
      if (!result.ok) codes.push([result.error.errorCode, result.error.errorDetails]);
    }
    expect(codes).toEqual([
      [107, { hackLimit: 5, hackCount: 1 }],
      [107, { hackLimit: 5, hackCount: 2 }],
      [107, { hackLimit: 5, hackCount: 3 }],
      [107, { hackLimit: 5, hackCount: 4 }],
      [111, undefined],
    ]);
    const afterwards = await login('player@example.com');
    expect(afterwards.ok || afterwards.error.errorCode).toBe(111);
  });

  it('resets the count after a successful login', async () => {
    await login('player@example.com', 'Wrong1');
    await login('player@example.com');
    const result = await login('player@example.com', 'Wrong1');
    expect(result.ok || result.error.errorDetails).toEqual({ hackLimit: 5, hackCount: 1 });
  });

  it.each([
    ['frozen@example.com', 111, undefined],
    ['closed@example.com', 112, { deletionRequested: false }],
    ['deleted@example.com', 112, { deletionRequested: true }],
    ['notactivated@example.com', 114, undefined],
    ['blocked-country@example.com', 108, undefined],
    ['selfexcluded@example.com', 120, undefined],
    ['nobody@example.com', 110, undefined],
  ])('answers %s with %s', async (email, code, details) => {
    const result = await login(email);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.errorCode).toBe(code);
      expect(result.error.errorDetails).toEqual(details);
    }
  });

  it.each([214, 222, 247, 248, 295, 304])('reaches silent login code %s by e-mail', async (code) => {
    const result = await login(`error${code}@example.com`);
    expect(result.ok || result.error.errorCode).toBe(code);
  });

  it('reaches any catalogue code with sample details by e-mail', async () => {
    const weekly = await login('error117-weekly@example.com');
    expect(weekly.ok || weekly.error.errorDetails).toMatchObject({ paymentLimit: 'weekly' });
    const period = await login('error126@example.com');
    expect(period.ok || Object.keys(period.error.errorDetails ?? {})).toEqual(['changeTime', 'blockEndsTime']);
    const decline = await login('error80_2013@example.com');
    expect(decline.ok || decline.error.errorCode).toBe('80_2013');
    const expired = await login('errorexpiredVerification@example.com');
    expect(expired.ok || expired.error.errorCode).toBe('expiredVerification');
  });

  it('answers slow@example.com too late for the client time limit', async () => {
    const result = await platform.client.call('login', { login: 'slow@example.com', password: 'Password1' }, { timeoutMs: 50 });
    expect(result.ok || result.error.kind).toBe('timeout');
  });

  it('requires both fields (196)', async () => {
    const result = await platform.client.call('login', { login: '', password: '' });
    expect(result.ok || result.error.errorDetails).toEqual({
      fields: [
        { field: 'login', code: 'required' },
        { field: 'password', code: 'required' },
      ],
    });
  });

  it('logs in by token: known token, unregistered identity (110), unknown token (286)', async () => {
    const known = await platform.client.call('loginByToken', { t: 'valid-token' });
    expect(known.ok && known.data.player.email).toBe('player@example.com');
    const unregistered = await platform.client.call('loginByToken', { t: 'unregistered-token' });
    expect(unregistered.ok || unregistered.error.errorCode).toBe(110);
    const unknown = await platform.client.call('loginByToken', { t: 'nope' });
    expect(unknown.ok || unknown.error.errorCode).toBe(286);
  });
});
