import { describe, expect, it } from 'vitest';
import { fieldErrorsFromApiError } from '../../src/api/field-errors-from-api-error';
import { settingsFor } from '../../src/engine/settings-for';
import { validateVariant } from '../../src/engine/validate-variant';
import { loadVariant } from '../../src/generated/content-index';
import { registrationCampaigns } from '../../src/mocks/platform/registration-campaigns';
import { MOCK_BASE, setUpMockPlatform, attempt } from './mock-platform-harness';

const platform = setUpMockPlatform();

/** A complete HUN registration; an overridden e-mail is confirmed too unless confirmEmail is given. */
const valid = (overrides: Record<string, unknown> = {}) => ({
  email: 'new.player@example.com',
  confirmEmail: overrides.email ?? 'new.player@example.com',
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
      { field: '/birthDate', code: 'minAge', params: { limit: 18 } },
      { field: '/zipCode', code: 'invalid' },
      { field: '', code: 'invalid', params: { field: 'postalDistrict' } },
    ]);
  });

  it('checks only the fields of the step being validated', async () => {
    const details = await platform.client.call('validateRegistration', { step: 'details', email: 'x@example.com' });
    const required = (fields: string[]) => ({ fields: fields.map((field) => ({ field, code: 'required' })) });
    // every required field of the details page, nothing of the terms page
    expect(details.ok || details.error.errorDetails).toEqual(
      required(['confirmEmail', 'password', 'confirmPassword', 'nickName', 'birthDate', 'gender', 'country', 'zipCode', 'phoneNumber', 'currency']),
    );
    const terms = await platform.client.call('validateRegistration', { step: 'terms', ageAndPolicyChecked: true });
    // the terms page only: the e-mail and the rest of the details page are not asked for
    expect(terms.ok || terms.error.errorDetails).toEqual(required(['privacyPolicyChecked']));
    const unticked = await platform.client.call('validateRegistration', { step: 'terms', ageAndPolicyChecked: true, privacyPolicyChecked: false });
    expect(unticked.ok || unticked.error.errorDetails).toEqual({ fields: [{ field: 'privacyPolicyChecked', code: 'mustAccept' }] });
    // the address register belongs to the details page
    expect(await codeOf(platform.client.call('validateRegistration', { ...valid({ zipCode: '0000' }), step: 'terms' }))).toBe('ok');
    expect(await codeOf(platform.client.call('validateRegistration', { ...valid({ zipCode: '0000' }), step: 'details' }))).toBe(196);
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
    const registered = await platform.client.call('register', valid(), attempt());
    expect(registered).toMatchObject({ ok: true, data: { autoLogin: true, activationRequired: false, player: { email: 'new.player@example.com' } } });
    expect(await platform.client.call('session')).toMatchObject({ ok: true, data: { loggedIn: true } });
    expect(await platform.client.call('wallet')).toMatchObject({ ok: true, data: { currency: 'HUF', cash: '0.00', balance: '0.00' } });
    await platform.client.call('logout');
    expect(await codeOf(platform.client.call('login', { login: 'new.player@example.com', password: 'Password1' }))).toBe('ok');
    expect(await codeOf(platform.client.call('register', valid(), attempt()))).toBe(105);
  });

  it('registers with activation: 114 until the e-mailed code is used, then login works', async () => {
    const email = 'anna+activation@example.com';
    const registered = await platform.client.call('register', valid({ email, confirmEmail: email, nickName: 'Anna1' }), attempt());
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
    const registered = await platform.client.call('register', valid({ email, nickName: 'Bela1' }), attempt());
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

  describe('the same verdict as the browser', () => {
    /** what SchemaForm decides for the data: validateVariant over the compiled variant of the market */
    async function browserVerdict(market: string, data: Record<string, unknown>) {
      const { variant, validateFns } = await loadVariant('registration', { market });
      const validateFn = validateFns[variant.formId];
      if (!validateFn) throw new Error('no validator');
      const ctx = { settings: settingsFor(market), market, now: platform.db.now(), inputs: { campaigns: registrationCampaigns(market) } };
      return validateVariant(variant, validateFn, data, ctx).map((issue) => `${issue.field} ${issue.code}`);
    }

    it.each([
      ['HUN', valid({ email: 'not-an-email', nickName: 'x', phoneNumber: '+3620', campaignId: 0, promoCode: 'A' })],
      ['SWE', valid({ country: 'SWE', currency: 'SEK' })],
      ['ROU', valid({ country: 'ROU', currency: 'EUR', nationalIdNumber: '1234' })],
      ['GBR', valid({ country: 'GBR', currency: 'GBP', confirmPassword: 'Other1' })],
    ])('%s: the 196 field errors are the browser validation issues', async (market, data) => {
      const expected = await browserVerdict(market, data);
      expect(expected.length).toBeGreaterThan(0);
      const result = await platform.clientFor(market).call('validateRegistration', data);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.errorCode).toBe(196);
      expect(fieldErrorsFromApiError(result.error).map((issue) => `${issue.field} ${issue.code}`)).toEqual(expected);
    });

    it('gives the form its declared runtime input (the campaigns of the market), also where none are offered', async () => {
      expect(await codeOf(platform.client.call('validateRegistration', valid({ campaignId: 101 })))).toBe('ok');
      // SWE offers no campaigns (and no bonus field): the input is still given, as the empty list
      expect(registrationCampaigns('SWE')).toEqual([]);
      expect(await codeOf(platform.clientFor('SWE').call('validateRegistration', { step: 'terms', ageAndPolicyChecked: true, privacyPolicyChecked: true }))).toBe('ok');
    });
  });
});
