import { describe, expect, it } from 'vitest';
import type { RegistrationPayload } from '../../src/api/endpoints';
import { setUpMockPlatform, attempt } from './mock-platform-harness';
import { identifyAndDecide, registrationForm } from './identification-steps';
import { APP_ORIGIN, setUpProviderServer } from './provider-harness';

const provider = setUpProviderServer();
const platform = setUpMockPlatform(
  { beSettings: { zignSecActive: true, idinBanksDropdownEnabled: true, idinBanks: [{ bic: 'INGBNL2A', name: 'ING' }, 'RABONL2U'] } },
  { providerOrigin: () => provider.url },
);

describe('mock platform: window, iframe and redirect identification', () => {
  it('iDin: a provider page url for the app origin and the bank; a registered person is the NLD player', async () => {
    const started = await platform.client.call('identify', { method: 'idin', purpose: 'login', bic: 'INGBNL2A', returnOrigin: APP_ORIGIN });
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    const url = new URL(started.data.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.url}/identification.html`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ method: 'idin', session: started.data.identificationToken, returnOrigin: APP_ORIGIN, bic: 'INGBNL2A' });
    expect(started.data.code).toBeUndefined();
    expect(await provider.session(started.data.identificationToken)).toMatchObject({ kind: 'window', details: { bic: 'INGBNL2A' } });

    await provider.decide(started.data.identificationToken, 'approved', 'registered');
    const result = await platform.client.call('identificationResult', { method: 'idin', titanToken: started.data.identificationToken });
    const login = await platform.client.call('loginByToken', { t: (result.ok && result.data.loginToken) || '' });
    expect(login.ok && login.data.player.email).toBe('player.nld@example.com');
  });

  it('iDin accepts a bank given as a plain BIC in be.idinBanks', async () => {
    expect((await platform.client.call('identify', { method: 'idin', purpose: 'login', bic: 'RABONL2U', returnOrigin: APP_ORIGIN })).ok).toBe(true);
  });

  it('iDin, new person: a Dutch person; register with the token creates a verified player', async () => {
    const result = await identifyAndDecide(platform.client, provider, { method: 'idin', purpose: 'registration', bic: 'INGBNL2A', returnOrigin: APP_ORIGIN }, 'approved', 'new');
    expect(result.details).toMatchObject({ country: 'NLD', lastName: expect.any(String) as string, birthDate: expect.stringMatching(/^19[789]\d-\d\d-\d\d$/) as string });
    expect(result.details?.email).toBeUndefined();
    const registered = await platform.clientFor('NLD').call('register', { ...registrationForm('sanne@example.com'), method: 'idin', registrationToken: result.registrationToken }, attempt());
    expect(registered.ok && registered.data.player).toMatchObject({ verified: true, country: 'NLD', birthDate: result.details?.birthDate });
  });

  it('Trustly / pay-and-play, registered: the Swedish player; new: a Swede with a valid personnummer who can register', async () => {
    for (const method of ['trustly', 'payAndPlay', 'loginToPlay'] as const) {
      const known = await identifyAndDecide(platform.client, provider, { method, purpose: 'login', returnOrigin: APP_ORIGIN }, 'approved', 'registered');
      const login = await platform.client.call('loginByToken', { t: known.loginToken ?? '' });
      expect(login.ok && login.data.player.email, method).toBe('swede@example.com');
    }
    const fresh = await identifyAndDecide(platform.client, provider, { method: 'trustly', purpose: 'registration', returnOrigin: APP_ORIGIN }, 'approved', 'new');
    const personnummer = fresh.details?.nationalIdNumber ?? '';
    expect(personnummer).toMatch(/^\d{12}$/);
    expect(personnummer.slice(0, 8)).toBe(fresh.details?.birthDate?.replaceAll('-', ''));
    expect(fresh.details?.country).toBe('SWE');
    // SWE requires nationalIdNumber: the identified one fills it although the form sent none
    const registered = await platform.clientFor('SWE').call('register', { ...registrationForm('elsa@example.com', { currency: 'SEK' }), method: 'trustly', registrationToken: fresh.registrationToken }, attempt());
    expect(registered.ok && registered.data.player).toMatchObject({ verified: true, country: 'SWE' });
    expect(platform.db.findPlayerByEmail('elsa@example.com')?.nationalIdNumber).toBe(personnummer);
  });

  it('cddn (iframe): the HUN player; new person registers through registerViaCddnV3 only', async () => {
    const known = await identifyAndDecide(platform.client, provider, { method: 'cddn', purpose: 'login', returnOrigin: APP_ORIGIN }, 'approved', 'registered');
    const login = await platform.client.call('loginByToken', { t: known.loginToken ?? '' });
    expect(login.ok && login.data.player.email).toBe('player@example.com');

    const fresh = await identifyAndDecide(platform.client, provider, { method: 'cddn', purpose: 'registration', returnOrigin: APP_ORIGIN }, 'approved', 'new');
    expect(fresh.details?.country).toBe('HUN');
    const payload: RegistrationPayload = { ...registrationForm('eva@example.com'), registrationToken: fresh.registrationToken };
    const viaRegister = await platform.client.call('register', { ...payload, method: 'cddn' }, attempt());
    expect(viaRegister.ok || viaRegister.error.errorCode).toBe(286);
    const registered = await platform.client.call('registerViaCddnV3', payload, attempt());
    expect(registered.ok && registered.data.player?.verified).toBe(true);
  });

  it('top (iframe) registers through register with its method, and only with it', async () => {
    const fresh = await identifyAndDecide(platform.client, provider, { method: 'top', purpose: 'registration', returnOrigin: APP_ORIGIN }, 'approved', 'new');
    const payload: RegistrationPayload = { ...registrationForm('top.person@example.com'), registrationToken: fresh.registrationToken };
    const wrong = await platform.client.call('register', { ...payload, method: 'idin' }, attempt());
    expect(wrong.ok || wrong.error.errorCode).toBe(286);
    expect((await platform.client.call('register', { ...payload, method: 'top' }, attempt())).ok).toBe(true);
  });

  it('zignSec (redirect): a redirect url carrying the return url; the result after the return logs in the HUN player', async () => {
    const returnUrl = 'http://localhost:5173/login?modal=login&x=1';
    const started = await platform.client.call('identify', { method: 'zignSec', purpose: 'login', returnUrl });
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    const url = new URL(started.data.zignSecRedirectUrl ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.url}/redirect.html`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ method: 'zignSec', session: started.data.identificationToken, returnUrl });
    await provider.decide(started.data.identificationToken, 'approved', 'registeredAutoLogin');
    const result = await platform.client.call('identificationResult', { method: 'zignSec', titanToken: started.data.identificationToken });
    expect(result.ok && result.data).toEqual({ loginToken: expect.any(String) as string, autoLogin: true });
    const login = await platform.client.call('loginByToken', { t: (result.ok && result.data.loginToken) || '' });
    expect(login.ok && login.data.player.email).toBe('player@example.com');
  });

  it('answers a result submission for another method, or an unknown token, with 286', async () => {
    const started = await platform.client.call('identify', { method: 'top', purpose: 'login', returnOrigin: APP_ORIGIN });
    const titanToken = (started.ok && started.data.identificationToken) || '';
    const other = await platform.client.call('identificationResult', { method: 'cddn', titanToken });
    expect(other.ok || other.error.errorCode).toBe(286);
    const unknown = await platform.client.call('identificationResult', { method: 'top', titanToken: 'nope' });
    expect(unknown.ok || unknown.error.errorCode).toBe(286);
  });
});
