import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../../src/engine/idempotency-key';
import { createdRecords } from '../../../src/mocks/platform/created-records';
import { attempt, setUpMockPlatform } from '../mock-platform-harness';

const platform = setUpMockPlatform();

async function logIn(email: string) {
  const login = await platform.client.call('login', { login: email, password: 'Password1' });
  expect(login.ok).toBe(true);
}

describe('mock platform: withdrawal', () => {
  it('lists the HUN payout methods with balances, the revoke condition and askPassword', async () => {
    await logIn('player@example.com');
    const details = await platform.clientFor('HUN').call('withdrawalDetails', undefined);
    if (!details.ok) throw new Error('no details');
    expect(details.data.methods.map((method) => method.method)).toEqual([12201, 100027, 10003]);
    expect(details.data).toMatchObject({ cashBalance: '125000.00', cashReserve: '20000.00', promoBalance: '5000.50', turnoverLimit: '28000.00', revokeBonuses: true, askPassword: true });
  });

  it('takes one withdrawal per key, checks the password and the Hungarian IBAN', async () => {
    await logIn('player@example.com');
    const client = platform.clientFor('HUN');
    const body = { method: 12201, amount: '15000', currency: 'HUF', storedPayoutReference: -1, iban: 'HU42117730161111101800000000', bic: 'OTPVHUHB', password: 'Password1' };
    expect(await client.call('withdrawalSubmit', { ...body, password: 'wrong' }, attempt())).toMatchObject({ ok: false, error: { errorCode: 265 } });
    expect(await client.call('withdrawalSubmit', { ...body, amount: '15000.50' }, attempt())).toMatchObject({ ok: false, error: { errorCode: 196 } });
    expect(await client.call('withdrawalSubmit', { ...body, storedPayoutReference: 33 }, attempt())).toMatchObject({ ok: false, error: { errorCode: 196 } });
    const idempotencyKey = newIdempotencyKey();
    const first = await client.call('withdrawalSubmit', body, { idempotencyKey });
    const second = await client.call('withdrawalSubmit', body, { idempotencyKey });
    expect(first.ok && first.data.redirectUrl).toMatch(/kind=withdrawal/);
    expect(second).toEqual(first);
    expect(createdRecords(platform.db, 'withdrawal')).toHaveLength(1);
    if (!first.ok) throw new Error('not taken');
    expect(await client.call('withdrawalConfirm', { reference: first.data.reference })).toMatchObject({ ok: true });
  });

  it('reaches the error reactions by the whole amount (128 with document details)', async () => {
    await logIn('player.nld@example.com');
    const client = platform.clientFor('NLD');
    const body = { method: 12201, currency: 'EUR', storedPayoutReference: 31 };
    for (const code of [125, 138, 219, 259, 284]) {
      expect(await client.call('withdrawalSubmit', { ...body, amount: String(code) }, attempt())).toMatchObject({ ok: false, error: { errorCode: code } });
    }
    expect(await client.call('withdrawalSubmit', { ...body, amount: '129' }, attempt())).toMatchObject({ ok: false, error: { errorCode: 128, errorDetails: { hasPendingDocumentRequest: true } } });
  });
});

describe('mock platform: a payout method the repo does not describe', () => {
  it('lists 777002 with its server fields on INT and checks them for a new account', async () => {
    await logIn('player.int@example.com');
    const client = platform.clientFor('INT');
    const details = await client.call('withdrawalDetails', undefined);
    if (!details.ok) throw new Error('no details');
    expect(details.data.methods.find((method) => method.method === 777002)?.fields.map((field) => field.field)).toEqual(['accountNumber', 'payoutBank', 'reference']);
    const body = { method: 777002, amount: '150', currency: 'EUR', storedPayoutReference: -1 };
    expect(await client.call('withdrawalSubmit', { ...body, accountNumber: '12ab', payoutBank: 'gamma' }, attempt())).toMatchObject({
      ok: false,
      error: { errorCode: 196, errorDetails: { fields: [{ field: 'accountNumber', code: 'number' }, { field: 'payoutBank', code: 'oneOf' }] } },
    });
    expect(await client.call('withdrawalSubmit', { ...body, accountNumber: '12345678', payoutBank: 'beta' }, attempt())).toMatchObject({ ok: true });
  });
});

describe('mock platform: continue play', () => {
  it('a resume session answers init, pending, then ok with a login code that logs in once', async () => {
    await logIn('swede@example.com');
    const client = platform.clientFor('SWE');
    expect(await client.call('resumeSubmit', { method: 440001, amount: '200' }, attempt())).toMatchObject({ ok: false, error: { errorCode: 196 } });
    const submitted = await client.call('resumeSubmit', { method: 440001, country: 'SWE', amount: '200' }, attempt());
    if (!submitted.ok) throw new Error('not taken');
    expect(submitted.data.providerId).toBe(111);
    const statuses = [];
    for (let call = 0; call < 3; call += 1) {
      const status = await client.call('resumeLoginStatus', { token: submitted.data.token });
      if (status.ok) statuses.push(status.data.status);
      if (status.ok && status.data.loginCode) expect((await client.call('loginByToken', { t: status.data.loginCode })).ok).toBe(true);
    }
    expect(statuses).toEqual(['init', 'pending', 'ok']);
  });

  it('amount 115 stays pending for ever, 113 fails', async () => {
    await logIn('swede@example.com');
    const client = platform.clientFor('SWE');
    const pending = await client.call('resumeSubmit', { method: 1140001, amount: '115' }, attempt());
    const failed = await client.call('resumeSubmit', { method: 1140001, amount: '113' }, attempt());
    if (!pending.ok || !failed.ok) throw new Error('not taken');
    const last = async (token: string) => {
      let status = '';
      for (let call = 0; call < 6; call += 1) {
        const answer = await client.call('resumeLoginStatus', { token });
        if (answer.ok) status = answer.data.status;
      }
      return status;
    };
    expect(await last(pending.data.token)).toBe('pending');
    expect(await last(failed.data.token)).toBe('failed');
  });
});
