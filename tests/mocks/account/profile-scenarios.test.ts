import { describe, expect, it } from 'vitest';
import { setUpMockPlatform } from '../mock-platform-harness';

const platform = setUpMockPlatform();
const codeOf = (result: { ok: boolean; error?: { errorCode: unknown } }) => (result.ok ? 'ok' : result.error?.errorCode);

async function logIn(email: string, password = 'Password1') {
  const result = await platform.client.call('login', { login: email, password });
  expect(result.ok).toBe(true);
}

describe('mock platform: profile pages (issue 16 §1)', () => {
  it('needs a session', async () => {
    expect(codeOf(await platform.client.call('profile', undefined))).toBe(115);
    expect(codeOf(await platform.client.call('updateProfile', { city: 'Szeged' }))).toBe(115);
  });

  it('locks the verified identity and e-mail of a verified player, nothing of an unverified one', async () => {
    await logIn('player@example.com');
    const verified = await platform.client.call('profile', undefined);
    expect(verified.ok && verified.data.lockedFields).toEqual(['firstName', 'lastName', 'birthDate', 'gender', 'country', 'email']);
    await platform.client.call('logout', undefined);
    await logIn('unverified@example.com');
    const unverified = await platform.client.call('profile', undefined);
    expect(unverified.ok && unverified.data.lockedFields).toEqual([]);
  });

  it('updates details and consents in one call and answers the new profile', async () => {
    await logIn('player@example.com');
    const result = await platform.client.call('updateProfile', { city: 'Szeged', receiveEmail: true, receivePushNotification: true });
    expect(result.ok && result.data.details).toMatchObject({ city: 'Szeged', receiveEmail: true, receivePushNotification: true, receiveSms: false });
    const again = await platform.client.call('profile', undefined);
    expect(again.ok && again.data.details.city).toBe('Szeged');
  });

  it('answers 196 with the fields: a locked field changed, a taken nickname, an invalid phone, SMS without a phone', async () => {
    await logIn('player@example.com');
    const locked = await platform.client.call('updateProfile', { firstName: 'Other', nickName: 'taken_nick', phoneNumber: '+3612' });
    expect(codeOf(locked)).toBe(196);
    expect(!locked.ok && locked.error.errorDetails?.fields).toEqual([
      { field: 'firstName', code: 'invalidData' },
      { field: 'nickName', code: 'duplicated' },
      { field: 'phoneNumber', code: 'phone' },
    ]);
    const sms = await platform.client.call('updateProfile', { phoneNumber: '', receiveSms: true });
    expect(!sms.ok && sms.error.errorDetails?.fields).toEqual([{ field: 'receiveSms', code: 'smsConsentPhoneMissing' }]);
    const unchanged = await platform.client.call('profile', undefined);
    expect(unchanged.ok && unchanged.data.details).toMatchObject({ firstName: 'Anna', phoneNumber: '+36201234567', receiveSms: false });
  });

  it('a city named error<code> answers that code (the toast scenario)', async () => {
    await logIn('player@example.com');
    expect(codeOf(await platform.client.call('updateProfile', { city: 'error100' }))).toBe(100);
  });

  it('close account: 265 with tries for a wrong password, 263 with money left, else closed and login answers 112', async () => {
    await logIn('player@example.com');
    const wrong = await platform.client.call('closeAccount', { requestDeletion: false, password: 'nope' });
    expect(codeOf(wrong)).toBe(265);
    expect(!wrong.ok && wrong.error.errorDetails).toEqual({ hackLimit: 3, hackCount: 1 });
    expect(codeOf(await platform.client.call('closeAccount', { requestDeletion: false, password: 'Password1' }))).toBe(263);
    await platform.client.call('logout', undefined);

    await logIn('closable@example.com');
    expect(codeOf(await platform.client.call('closeAccount', { requestDeletion: true, password: 'Password1' }))).toBe('ok');
    expect(codeOf(await platform.client.call('profile', undefined))).toBe(115);
    const login = await platform.client.call('login', { login: 'closable@example.com', password: 'Password1' });
    expect(codeOf(login)).toBe(112);
    expect(!login.ok && login.error.errorDetails).toMatchObject({ deletionRequested: true });
  });

  it('activity lists logins newest first; payment details carry every blocked state for a verified player', async () => {
    await logIn('player@example.com');
    const activity = await platform.client.call('playerActivity', undefined);
    expect(activity.ok && activity.data.entries[0]?.kind).toBe('login');
    const dates = activity.ok ? activity.data.entries.map((entry) => entry.at) : [];
    expect([...dates].sort().reverse()).toEqual(dates);
    const details = await platform.client.call('paymentDetails', undefined);
    expect(details.ok && details.data.details.map((detail) => detail.blocked)).toEqual(['none', 'byDocument', 'manually', 'verified', 'none']);
    await platform.client.call('logout', undefined);
    await logIn('unverified@example.com');
    const none = await platform.client.call('paymentDetails', undefined);
    expect(none.ok && none.data.details).toEqual([]);
  });
});

describe('mock platform: transactions (issue 16 §4)', () => {
  it('pages a type 10 at a time and filters by status and date', async () => {
    await logIn('player@example.com');
    const deposits = await platform.client.call('transactions', { type: 'deposit', page: 2 });
    expect(deposits.ok && { total: deposits.data.total, count: deposits.data.items.length, page: deposits.data.page }).toEqual({ total: 14, count: 4, page: 2 });
    const pending = await platform.client.call('transactions', { type: 'withdrawal', status: 'pending', page: 1 });
    expect(pending.ok && pending.data.items.map((entry) => [entry.status, entry.amount])).toEqual([
      ['pending', '-20000.00'],
      ['pending', '-15000.50'],
      ['pending', '-20000.00'],
    ]);
    const day = await platform.client.call('transactions', { type: 'game', from: '2026-01-15', to: '2026-01-15', page: 1 });
    expect(day.ok && day.data.total).toBe(1);
    expect(codeOf(await platform.client.call('transactions', { type: 'nonsense' as 'game', page: 1 }))).toBe(102);
  });
});
