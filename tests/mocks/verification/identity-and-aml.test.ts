import { describe, expect, it } from 'vitest';
import type { AmlQuestionnairePayload } from '../../../src/api/endpoints';
import { ATTEMPTS_EXHAUSTED_PERSONAL_CODE, AUTOMATIC_LIMIT_PERSONAL_CODE } from '../../../src/mocks/platform/verification/verify-identity';
import { attempt, setUpMockPlatform } from '../mock-platform-harness';

const platform = setUpMockPlatform();

const failure = (result: { ok: boolean; error?: unknown }) => (result.ok ? null : result.error);

function seedRegistrationToken(token: string, nationalIdNumber: string, lastName = 'Tamm') {
  platform.db.state.registrationTokens[token] = { token, method: 'smartId', used: false, details: { firstName: 'Kadri', lastName, nationalIdNumber, country: 'EST' } };
}

describe('mock platform: identity verification with an identification token', () => {
  it('verifies a person by the registration token of the method; 305 and 310 by personal code; 286 for another method', async () => {
    seedRegistrationToken('reg-ok', '49005170276');
    seedRegistrationToken('reg-305', AUTOMATIC_LIMIT_PERSONAL_CODE);
    seedRegistrationToken('reg-310', ATTEMPTS_EXHAUSTED_PERSONAL_CODE);
    expect(await platform.client.call('verifyIdentity', { method: 'smartId', registrationToken: 'reg-ok' }, attempt())).toEqual({ ok: true, data: { verified: true } });
    expect(failure(await platform.client.call('verifyIdentity', { method: 'smartId', registrationToken: 'reg-305' }, attempt()))).toMatchObject({ errorCode: 305 });
    expect(failure(await platform.client.call('verifyIdentity', { method: 'smartId', registrationToken: 'reg-310' }, attempt()))).toMatchObject({ errorCode: 310 });
    expect(failure(await platform.client.call('verifyIdentity', { method: 'mobileId', registrationToken: 'reg-ok' }, attempt()))).toMatchObject({ errorCode: 286 });
  });

  it('verifies a logged-in player only as themself (309 for another registered person)', async () => {
    platform.db.state.loginTokens['login-own'] = { token: 'login-own', email: 'unverified@example.com' };
    platform.db.state.loginTokens['login-other'] = { token: 'login-other', email: 'player@example.com' };
    expect((await platform.client.call('login', { login: 'unverified@example.com', password: 'Password1' })).ok).toBe(true);
    expect(failure(await platform.client.call('verifyIdentity', { method: 'cddn', loginToken: 'login-other' }, attempt()))).toMatchObject({ errorCode: 309 });
    expect((await platform.client.call('verifyIdentity', { method: 'cddn', loginToken: 'login-own' }, attempt())).ok).toBe(true);
    expect(platform.db.findPlayerByEmail('unverified@example.com')?.verified).toBe(true);
  });
});

const answers: AmlQuestionnairePayload = {
  citizenship: 'HUN',
  city: 'Budapest',
  address: 'Fő utca 1.',
  payment: 'card',
  game: 'casino',
  sourceOfFund: 'salary',
  sourceOfFundOther: '',
  confirmInformationCorrect: true,
  confirmUseForLegalPurposes: true,
  confirmPersonalDataUsage: true,
  confirmTrueOwner: true,
};

describe('mock platform: AML questionnaire', () => {
  it('serves step 1 from the profile; citizenship is editable until the identity is verified', async () => {
    expect((await platform.client.call('login', { login: 'unverified@example.com', password: 'Password1' })).ok).toBe(true);
    const data = await platform.client.call('amlQuestionnaireData', undefined);
    expect(data).toMatchObject({ ok: true, data: { firstName: 'Béla', lastName: 'Nagy', citizenship: 'HUN', citizenshipEditable: true, city: 'Budapest' } });
  });

  it('accepts the questionnaire fields once per key and answers field errors as params.fields', async () => {
    expect((await platform.client.call('login', { login: 'player@example.com', password: 'Password1' })).ok).toBe(true);
    expect(await platform.client.call('submitAmlQuestionnaire', answers, attempt())).toEqual({ ok: true, data: { success: true } });
    const refused = await platform.client.call(
      'submitAmlQuestionnaire',
      { ...answers, city: 'Errorville', address: 'PO Box 12', sourceOfFund: 'other', sourceOfFundOther: 'unverifiable needs occupation' },
      attempt(),
    );
    expect(failure(refused)).toMatchObject({
      errorCode: 196,
      errorDetails: {
        params: {
          fields: [
            { field: 'address', code: 'invalid' },
            { field: 'city', code: 'invalid' },
            { field: 'sourceOfFundOther', code: 'invalid' },
            { field: 'occupation', code: 'required' },
          ],
        },
      },
    });
    // a field the questionnaire does not have, and the form's own rules
    const extra = await platform.client.call('submitAmlQuestionnaire', { ...answers, pep: true, confirmTrueOwner: false } as unknown as AmlQuestionnairePayload, attempt());
    expect(failure(extra)).toMatchObject({ errorDetails: { params: { fields: [{ field: 'pep', code: 'notAllowed' }, { field: 'confirmTrueOwner', code: 'mustConfirm' }] } } });
    expect(platform.db.state.verification?.amlQuestionnaires).toHaveLength(1);
  });
});
