import { describe, expect, it } from 'vitest';
import { fieldErrorsFromApiError } from '../../src/api/field-errors-from-api-error';
import { MOCK_BASE, setUpMockPlatform } from './mock-platform-harness';

const platform = setUpMockPlatform();

const valid = (overrides: Record<string, unknown> = {}) => ({
  email: 'new.player@example.com',
  confirmEmail: 'new.player@example.com',
  password: 'Password1',
  confirmPassword: 'Password1',
  nickName: 'NewPlayer',
  birthDate: '1995-04-12',
  gender: 'female',
  country: 'HUN',
  zipCode: '1051',
  phoneNumber: '+36201234567',
  currency: 'HUF',
  ageAndPolicyChecked: true,
  privacyPolicyChecked: true,
  ...overrides,
});

const codeOf = async (promise: Promise<{ ok: boolean; error?: { errorCode: unknown } }>) => {
  const result = await promise;
  return result.ok ? 'ok' : result.error?.errorCode;
};

describe('mock platform: registration', () => {
  it('accepts valid data on validate', async () => {
    expect(await platform.client.call('validateRegistration', valid())).toEqual({ ok: true, data: {} });
  });

  it('answers a registered e-mail with 105, a blacklisted domain with 264 and a taken nickname with 171', async () => {
    expect(await codeOf(platform.client.call('validateRegistration', valid({ email: 'player@example.com' })))).toBe(105);
    expect(await codeOf(platform.client.call('validateRegistration', valid({ email: 'anna@blacklisted.example' })))).toBe(264);
    expect(await codeOf(platform.client.call('validateRegistration', valid({ nickName: 'taken_nick' })))).toBe(171);
    expect(await codeOf(platform.client.call('validateRegistration', valid({ referralCode: 'expired' })))).toBe(272);
  });

  it('answers a too long e-mail local part with 104 on the e-mail', async () => {
    const result = await platform.client.call('validateRegistration', valid({ email: `${'a'.repeat(65)}@example.com` }));
    expect(result.ok || [result.error.errorCode, result.error.errorDetails]).toEqual([104, { field: 'email' }]);
  });

  it('reports field errors (196) that map onto fields, with an unknown field at form level', async () => {
    const result = await platform.client.call('validateRegistration', valid({ zipCode: '9999', birthDate: '2015-01-01' }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.errorCode).toBe(196);
    expect(fieldErrorsFromApiError(result.error, { knownFields: ['zipCode', 'birthDate'] })).toEqual([
      { field: '/zipCode', code: 'invalid' },
      { field: '', code: 'invalid', params: { field: 'postalDistrict' } },
      { field: '/birthDate', code: 'minAge', params: { limit: 18 } },
    ]);
  });

  it('checks only the fields of the step being validated', async () => {
    const details = await platform.client.call('validateRegistration', { step: 'details', email: 'x@example.com' });
    expect(details.ok || details.error.errorDetails).toEqual({
      fields: [
        { field: 'password', code: 'required' },
        { field: 'birthDate', code: 'required' },
        { field: 'country', code: 'required' },
        { field: 'currency', code: 'required' },
      ],
    });
    const terms = await platform.client.call('validateRegistration', { step: 'terms', ageAndPolicyChecked: true });
    expect(terms.ok || terms.error.errorDetails).toEqual({ fields: [{ field: 'privacyPolicyChecked', code: 'mustAccept' }] });
  });

  it('applies the market settings of the request (SWE: strong password, national id)', async () => {
    const swedish = platform.clientFor('SWE');
    const result = await swedish.call('validateRegistration', valid({ country: 'SWE', currency: 'SEK' }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(fieldErrorsFromApiError(result.error).map((issue) => `${issue.field} ${issue.code}`)).toEqual([
      '/nationalIdNumber required',
      '/password requireSpecialSymbol',
    ]);
  });

  it('registers with auto-login by default and the new player can log in again', async () => {
    const registered = await platform.client.call('register', valid());
    expect(registered).toMatchObject({ ok: true, data: { autoLogin: true, activationRequired: false, player: { email: 'new.player@example.com' } } });
    expect(await platform.client.call('session')).toMatchObject({ ok: true, data: { loggedIn: true } });
    expect(await platform.client.call('wallet')).toMatchObject({ ok: true, data: { currency: 'HUF', cash: '0.00', balance: '0.00' } });
    await platform.client.call('logout');
    expect(await codeOf(platform.client.call('login', { login: 'new.player@example.com', password: 'Password1' }))).toBe('ok');
    expect(await codeOf(platform.client.call('register', valid()))).toBe(105);
  });

  it('registers with activation: 114 until the e-mailed code is used, then login works', async () => {
    const email = 'anna+activation@example.com';
    const registered = await platform.client.call('register', valid({ email, confirmEmail: email, nickName: 'Anna1' }));
    expect(registered).toEqual({ ok: true, data: { activationRequired: true, verificationRequired: false, autoLogin: false } });
    expect(await codeOf(platform.client.call('login', { login: email, password: 'Password1' }))).toBe(114);
    const response = await fetch(`${MOCK_BASE}/__mock/last-activation-code?email=${encodeURIComponent(email)}`);
    const { activationCode } = (await response.json()) as { activationCode: string };
    expect(activationCode).toMatch(/^act-[0-9a-f]{16}$/);
    expect(platform.logs.join('\n')).toContain(activationCode);
    expect(await codeOf(platform.client.call('activate', { activationCode }))).toBe('ok');
    expect(await codeOf(platform.client.call('activate', { activationCode }))).toBe(113);
    expect(await codeOf(platform.client.call('login', { login: email, password: 'Password1' }))).toBe('ok');
  });

  it('registers with verification required and no session', async () => {
    const email = 'bela+verification@example.com';
    const registered = await platform.client.call('register', valid({ email, nickName: 'Bela1' }));
    expect(registered).toEqual({ ok: true, data: { activationRequired: false, verificationRequired: true, autoLogin: false } });
    expect(await platform.client.call('session')).toEqual({ ok: true, data: { loggedIn: false } });
  });

  it('answers the seeded activation codes', async () => {
    expect(await codeOf(platform.client.call('activate', { activationCode: 'used-code' }))).toBe(113);
    expect(await codeOf(platform.client.call('activate', { activationCode: 'expired-code' }))).toBe(116);
    expect(await codeOf(platform.client.call('activate', { activationCode: 'wrong-code' }))).toBe(150);
    expect(await codeOf(platform.client.call('activate', { activationCode: 'valid-code' }))).toBe('ok');
    expect(await codeOf(platform.client.call('login', { login: 'toactivate@example.com', password: 'Password1' }))).toBe('ok');
  });
});
