import { describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '../../src/engine/idempotency-key';
import { createdRecords } from '../../src/mocks/platform/created-records';
import { setUpMockPlatform } from './mock-platform-harness';

// the platform answers after 300 ms; the client gives up after 100 ms (in the browser: 12 s against the register call's 10 s)
const LATE_MS = 300;
const CLIENT_LIMIT_MS = 100;
const platform = setUpMockPlatform({ lateRegistrationMs: LATE_MS });

const registration = (email: string) => ({
  email,
  confirmEmail: email,
  password: 'Password1',
  confirmPassword: 'Password1',
  nickName: email.split('@')[0]!.replace(/\W/g, '_').slice(0, 20),
  firstName: 'Anna',
  lastName: 'Kovács',
  birthDate: '1995-04-12',
  gender: 'female',
  country: 'HUN',
  city: 'Budapest',
  address: 'Fő utca 1',
  zipCode: '1051',
  phoneNumber: '+36201234567',
  currency: 'HUF',
  ageAndPolicyChecked: true,
  privacyPolicyChecked: true,
});

const playersWith = (email: string) => platform.db.state.players.filter((player) => player.email === email).length;

describe('mock platform: a registration answered after the client time-out', () => {
  it('+late: registers at once, answers late, and the retry of the same attempt gets the first answer (one record)', async () => {
    const email = 'anna+late@example.com';
    const idempotencyKey = newIdempotencyKey();
    const first = await platform.client.call('register', registration(email), { idempotencyKey, timeoutMs: CLIENT_LIMIT_MS });
    expect(first.ok || first.error.kind).toBe('timeout');
    // the platform completes the registration behind the time-out
    await vi.waitFor(() => expect(playersWith(email)).toBe(1));
    const retry = await platform.client.call('register', registration(email), { idempotencyKey });
    expect(retry.ok && retry.data).toMatchObject({ autoLogin: true, player: { email } });
    expect(playersWith(email)).toBe(1);
    expect(createdRecords(platform.db, 'registration')).toHaveLength(1);
  });

  it('+late with a new key after the time-out (the key was lost) answers 105', async () => {
    const email = 'bela+late@example.com';
    await platform.client.call('register', registration(email), { idempotencyKey: newIdempotencyKey(), timeoutMs: CLIENT_LIMIT_MS });
    await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    const again = await platform.client.call('register', registration(email), { idempotencyKey: newIdempotencyKey() });
    expect(again.ok || again.error.errorCode).toBe(105);
    expect(playersWith(email)).toBe(1);
  });

  it('+unkept: the platform keeps no answer for the key, so the retry of the same attempt answers 105', async () => {
    const email = 'cecil+unkept@example.com';
    const idempotencyKey = newIdempotencyKey();
    const first = await platform.client.call('register', registration(email), { idempotencyKey, timeoutMs: CLIENT_LIMIT_MS });
    expect(first.ok || first.error.kind).toBe('timeout');
    const retry = await platform.client.call('register', registration(email), { idempotencyKey });
    expect(retry.ok || retry.error).toMatchObject({ errorCode: 105, kind: 'server' });
    expect(retry.ok || retry.error.errorDetails).toBeUndefined();
    expect(playersWith(email)).toBe(1);
    expect(createdRecords(platform.db, 'registration')).toHaveLength(0);
  });

  it('105 of an account waiting for its activation says so (errorDetails.activationRequired)', async () => {
    const email = 'dora+unkept+activation@example.com';
    const idempotencyKey = newIdempotencyKey();
    await platform.client.call('register', registration(email), { idempotencyKey, timeoutMs: CLIENT_LIMIT_MS });
    const retry = await platform.client.call('register', registration(email), { idempotencyKey });
    expect(retry.ok || retry.error).toMatchObject({ errorCode: 105, errorDetails: { activationRequired: true } });
  });

  it('answers at once without the tags', async () => {
    const started = Date.now();
    const result = await platform.client.call('register', registration('eva@example.com'), { idempotencyKey: newIdempotencyKey(), timeoutMs: CLIENT_LIMIT_MS });
    expect(result.ok).toBe(true);
    expect(Date.now() - started).toBeLessThan(LATE_MS);
  });
});
