import { describe, expect, it } from 'vitest';
import type { IdentifyPayload, RegistrationPayload } from '../../src/api/endpoints';
import { NOW, setUpMockPlatform, attempt } from './mock-platform-harness';
import { EST_MINOR_PERSONAL_CODE, EST_PERSONAL_CODE, identifyAndDecide, LTU_PERSONAL_CODE, LTU_PHONE, registrationForm } from './identification-steps';
import { setUpProviderServer } from './provider-harness';

const provider = setUpProviderServer();
const platform = setUpMockPlatform({}, { providerOrigin: () => provider.url });
const smartId: IdentifyPayload = { method: 'smartId', purpose: 'login', personalCode: EST_PERSONAL_CODE };
const mobileId: IdentifyPayload = { method: 'mobileId', purpose: 'registration', personalCode: LTU_PERSONAL_CODE, phoneNumber: LTU_PHONE };

describe('mock platform: Smart-ID and Mobile-ID (code methods)', () => {
  it('starts a provider session and answers its control code with a 120 s expiry', async () => {
    const started = await platform.client.call('identify', smartId);
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect(started.data).toEqual({
      identificationToken: expect.any(String) as string,
      code: expect.stringMatching(/^\d{4}$/) as string,
      expirationTime: new Date(NOW.getTime() + 120_000).toISOString(),
    });
    const session = await provider.session(started.data.identificationToken);
    expect(session).toMatchObject({ method: 'smartId', kind: 'code', status: 'pending', code: started.data.code, details: { personalCode: EST_PERSONAL_CODE } });
    expect(platform.db.state.identifications[started.data.identificationToken]).toMatchObject({ method: 'smartId', purpose: 'login' });
  });

  it('Smart-ID, registered person: a loginToken that logs in the EST player', async () => {
    const result = await identifyAndDecide(platform.client, provider, smartId, 'approved', 'registered');
    expect(result).toEqual({ loginToken: expect.any(String) as string });
    const login = await platform.client.call('loginByToken', { t: result.loginToken ?? '' });
    expect(login.ok && login.data.player.email).toBe('player.est@example.com');
    // spent: the same token (seen in an address or a log) logs nobody in again
    const again = await platform.client.call('loginByToken', { t: result.loginToken ?? '' });
    expect(!again.ok && again.error.errorCode).toBe(286);
  });

  it('Smart-ID, new person: a registrationToken with the person of the personal code; registerViaSmartId creates a verified player', async () => {
    const result = await identifyAndDecide(platform.client, provider, smartId, 'approved', 'new');
    expect(result.details).toEqual({
      firstName: 'Kadri',
      lastName: 'Tamm',
      birthDate: '1990-05-17',
      gender: 'female',
      country: 'EST',
      nationalIdNumber: EST_PERSONAL_CODE,
    });
    const form = registrationForm('kadri@example.com', { birthDate: '2001-01-01', country: 'HUN', firstName: 'Forged' });
    const registered = await platform.clientFor('EST').call('registerViaSmartId', { ...form, method: 'smartId', registrationToken: result.registrationToken }, attempt());
    expect(registered.ok && registered.data).toMatchObject({ autoLogin: true, player: { email: 'kadri@example.com', verified: true, country: 'EST', birthDate: '1990-05-17' } });
    // the identified details win over what the form sent
    expect(platform.db.findPlayerByEmail('kadri@example.com')).toMatchObject({ firstName: 'Kadri', nationalIdNumber: EST_PERSONAL_CODE, verified: true });
    expect(platform.db.state.registrationTokens[result.registrationToken ?? '']?.used).toBe(true);
  });

  it('refuses a used registration token, and one of another method (286)', async () => {
    const result = await identifyAndDecide(platform.client, provider, smartId, 'approved', 'new');
    const payload: RegistrationPayload = { ...registrationForm('first@example.com'), registrationToken: result.registrationToken };
    const wrongMethod = await platform.client.call('registerViaMobileId', payload, attempt());
    expect(wrongMethod.ok || wrongMethod.error.errorCode).toBe(286);
    const viaRegister = await platform.client.call('register', { ...payload, method: 'smartId' }, attempt());
    expect(viaRegister.ok || viaRegister.error.errorCode).toBe(286);
    expect((await platform.client.call('registerViaSmartId', payload, attempt())).ok).toBe(true);
    const again = await platform.client.call('registerViaSmartId', { ...payload, email: 'second@example.com', confirmEmail: 'second@example.com' }, attempt());
    expect(again.ok || again.error.errorCode).toBe(286);
    const none = await platform.client.call('registerViaSmartId', registrationForm('third@example.com'), attempt());
    expect(none.ok || none.error.errorCode).toBe(286);
  });

  it('keeps the token unused when the registration itself fails, so the player can correct the form', async () => {
    const result = await identifyAndDecide(platform.client, provider, smartId, 'approved', 'new');
    const taken = await platform.client.call('registerViaSmartId', { ...registrationForm('player@example.com'), registrationToken: result.registrationToken }, attempt());
    expect(taken.ok || taken.error.errorCode).toBe(105);
    expect(platform.db.state.registrationTokens[result.registrationToken ?? '']?.used).toBe(false);
  });

  it('refuses an identified person under the market age limit (196 minAge), whatever birth date the form sent', async () => {
    const minor = { ...smartId, personalCode: EST_MINOR_PERSONAL_CODE };
    const result = await identifyAndDecide(platform.client, provider, minor, 'approved', 'new');
    expect(result.details).toMatchObject({ birthDate: '2007-06-01', gender: 'female' });
    const form = registrationForm('young@example.com', { birthDate: '1980-01-01' });
    const refused = await platform.clientFor('EST').call('registerViaSmartId', { ...form, registrationToken: result.registrationToken }, attempt());
    expect(refused.ok || refused.error.errorDetails).toEqual({ fields: [{ field: 'birthDate', code: 'minAge', params: { limit: 21 } }] });
  });

  it('Mobile-ID, registered person: the LTU player; new person: registerViaMobileId with the phone identified', async () => {
    const known = await identifyAndDecide(platform.client, provider, mobileId, 'approved', 'registered');
    const login = await platform.client.call('loginByToken', { t: known.loginToken ?? '' });
    expect(login.ok && login.data.player.email).toBe('player.ltu@example.com');

    const fresh = await identifyAndDecide(platform.client, provider, mobileId, 'approved', 'new');
    expect(fresh.details).toMatchObject({ birthDate: '1988-03-12', gender: 'male', country: 'LTU', nationalIdNumber: LTU_PERSONAL_CODE, phoneNumber: LTU_PHONE });
    const registered = await platform.clientFor('LTU').call('registerViaMobileId', { ...registrationForm('tomas@example.com'), registrationToken: fresh.registrationToken }, attempt());
    expect(registered.ok && registered.data.player).toMatchObject({ verified: true, country: 'LTU', fullName: 'Tomas Kazlauskas' });
    expect(platform.db.findPlayerByEmail('tomas@example.com')?.phoneNumber).toBe(LTU_PHONE);
  });

  it('answers the same tokens when the result is asked again', async () => {
    const started = await platform.client.call('identify', smartId);
    if (!started.ok) throw new Error('identify failed');
    const token = started.data.identificationToken;
    await provider.decide(token, 'approved', 'registered');
    const first = await platform.client.call('identificationWait', { token });
    const second = await platform.client.call('identificationWait', { token });
    expect(first.ok && first.data.loginToken).toBeTruthy();
    expect(second).toEqual(first);
  });

  it('answers an unknown waiting token with 286', async () => {
    const answer = await platform.client.call('identificationWait', { token: 'no-such-session' });
    expect(answer.ok || answer.error.errorCode).toBe(286);
  });
});

