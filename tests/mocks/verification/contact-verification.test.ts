import { describe, expect, it, vi } from 'vitest';
import { CONTACT_CODE_VALIDITY_MS } from '../../../src/mocks/platform/verification/contact-verification';
import { attempt, setUpMockPlatform } from '../mock-platform-harness';

let now = new Date('2026-01-15T12:00:00Z');
const platform = setUpMockPlatform({}, { now: () => now });

async function logIn(email: string) {
  now = new Date('2026-01-15T12:00:00Z');
  expect((await platform.client.call('login', { login: email, password: 'Password1' })).ok).toBe(true);
}

const lastCode = (email: string, channel: 'phoneNumber' | 'email') => {
  const player = platform.db.findPlayerByEmail(email);
  return platform.db.state.verification?.contacts[player?.id ?? '']?.[channel]?.transactions.at(-1)?.code ?? '';
};

const failureCode = (result: { ok: boolean; error?: { errorCode: unknown } }) => (result.ok ? null : result.error?.errorCode);

describe('mock platform: phone and e-mail verification', () => {
  it('answers each channel as spec 1 §3 names it, with the current value', async () => {
    await logIn('unverified.phone@example.com');
    const status = await platform.client.call('contactVerificationStatus', undefined);
    expect(status).toEqual({
      ok: true,
      data: {
        phoneNumber: { ask: true, needed: true, remainingAttempts: 3, lastTransaction: null, sentNumber: 0, value: '+36301234567' },
        email: { ask: false, needed: false, remainingAttempts: 3, lastTransaction: null, sentNumber: 0, value: 'unverified.phone@example.com' },
      },
    });
  });

  it('sends a code, takes the right one and marks the player verified', async () => {
    await logIn('unverified.phone@example.com');
    const sent = await platform.client.call('sendContactCode', { channel: 'phoneNumber' }, attempt());
    expect(sent.ok && sent.data.lastTransaction).toEqual({ expired: false, verified: false });
    expect(platform.logs.some((line) => line.includes('phoneNumber code for unverified.phone@example.com'))).toBe(true);
    const verified = await platform.client.call('verifyContactCode', { channel: 'phoneNumber', code: lastCode('unverified.phone@example.com', 'phoneNumber') });
    expect(verified.ok && verified.data.needed).toBe(false);
    expect(platform.db.findPlayerByEmail('unverified.phone@example.com')?.phoneVerified).toBe(true);
    // verified already: 193 for both send and verify
    expect(failureCode(await platform.client.call('sendContactCode', { channel: 'phoneNumber' }, attempt()))).toBe(193);
    expect(failureCode(await platform.client.call('verifyContactCode', { channel: 'phoneNumber', code: '123456' }))).toBe(193);
  });

  it('counts wrong codes (195 with the attempts left) until none is left (310)', async () => {
    await logIn('unverified.phone@example.com');
    await platform.client.call('sendContactCode', { channel: 'phoneNumber' }, attempt());
    const wrong = lastCode('unverified.phone@example.com', 'phoneNumber') === '111111' ? '222222' : '111111';
    for (const left of [2, 1, 0]) {
      const answer = await platform.client.call('verifyContactCode', { channel: 'phoneNumber', code: wrong });
      expect(answer.ok ? null : answer.error).toMatchObject({ errorCode: 195, errorDetails: { remainingAttempts: left } });
    }
    expect(failureCode(await platform.client.call('verifyContactCode', { channel: 'phoneNumber', code: wrong }))).toBe(310);
    expect(failureCode(await platform.client.call('sendContactCode', { channel: 'phoneNumber' }, attempt()))).toBe(310);
  });

  it('answers 209 for the code of an earlier message and 194 for the current one after its validity', async () => {
    await logIn('unverified.phone@example.com');
    await platform.client.call('sendContactCode', { channel: 'phoneNumber' }, attempt());
    const first = lastCode('unverified.phone@example.com', 'phoneNumber');
    await platform.client.call('sendContactCode', { channel: 'phoneNumber' }, attempt());
    const second = lastCode('unverified.phone@example.com', 'phoneNumber');
    expect(second).not.toBe(first);
    expect(failureCode(await platform.client.call('verifyContactCode', { channel: 'phoneNumber', code: first }))).toBe(209);
    now = new Date(now.getTime() + CONTACT_CODE_VALIDITY_MS + 1000);
    expect(failureCode(await platform.client.call('verifyContactCode', { channel: 'phoneNumber', code: second }))).toBe(194);
    const status = await platform.client.call('contactVerificationStatus', undefined);
    expect(status.ok && status.data.phoneNumber.lastTransaction).toEqual({ expired: true, verified: false });
  });

  it('never sends a code the channel had before, even when the random source repeats itself', async () => {
    await logIn('unverified.phone@example.com');
    const random = vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array) array[0] = 42;
      return array;
    });
    try {
      await platform.client.call('sendContactCode', { channel: 'phoneNumber' }, attempt());
      const first = lastCode('unverified.phone@example.com', 'phoneNumber');
      // the source repeats 42 a few times more, then moves on
      let calls = 0;
      random.mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        calls += 1;
        if (array instanceof Uint32Array) array[0] = calls < 4 ? 42 : 43;
        return array;
      });
      await platform.client.call('sendContactCode', { channel: 'phoneNumber' }, attempt());
      expect(first).toBe('100042');
      expect(lastCode('unverified.phone@example.com', 'phoneNumber')).toBe('100043');
      expect(failureCode(await platform.client.call('verifyContactCode', { channel: 'phoneNumber', code: first }))).toBe(209);
    } finally {
      random.mockRestore();
    }
  });

  it('allows four code messages per channel, then 198; the same Idempotency-Key sends one', async () => {
    await logIn('unverified.phone@example.com');
    const once = attempt();
    await platform.client.call('sendContactCode', { channel: 'phoneNumber' }, once);
    const replay = await platform.client.call('sendContactCode', { channel: 'phoneNumber' }, once);
    expect(replay.ok && replay.data.sentNumber).toBe(1);
    for (let sent = 2; sent <= 4; sent += 1) expect((await platform.client.call('sendContactCode', { channel: 'phoneNumber' }, attempt())).ok).toBe(true);
    expect(failureCode(await platform.client.call('sendContactCode', { channel: 'phoneNumber' }, attempt()))).toBe(198);
  });

  it('edits a channel with its own validator: 196 at the field, 105 for a taken e-mail, else a new unverified value', async () => {
    await logIn('unverified.email@example.com');
    const invalid = await platform.client.call('updateContact', { channel: 'phoneNumber', phoneNumber: '+36abc' });
    expect(invalid.ok ? null : invalid.error).toMatchObject({ errorCode: 196, errorDetails: { fields: [{ field: 'phoneNumber', code: 'phone' }] } });
    expect(failureCode(await platform.client.call('updateContact', { channel: 'email', email: 'player@example.com' }))).toBe(105);
    const changed = await platform.client.call('updateContact', { channel: 'email', email: 'new.address@example.com' });
    expect(changed.ok && changed.data).toMatchObject({ value: 'new.address@example.com', needed: true, sentNumber: 0 });
  });

  it('needs a session', async () => {
    expect(failureCode(await platform.client.call('contactVerificationStatus', undefined))).toBe(115);
  });
});
