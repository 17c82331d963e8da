import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/create-api-client';
import { ENDPOINTS, isCreatingEndpoint, type CreatingEndpointName, type EndpointName } from '../../src/api/endpoints';
import { isIdempotencyKey, MissingIdempotencyKeyError, newIdempotencyKey } from '../../src/engine/idempotency-key';

const BASE = 'http://platform.test/api';
const server = setupServer();
const client = createApiClient({ baseUrl: BASE });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('makes a fresh UUID v4 each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(V4);
  });

  it('makes a UUID v4 without crypto.randomUUID (plain http is no secure context)', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(newIdempotencyKey()).toMatch(V4);
  });

  it('accepts UUIDs only', () => {
    expect(isIdempotencyKey(newIdempotencyKey())).toBe(true);
    for (const value of ['', 'again', undefined, null, 42, '123e4567-e89b-12d3-a456-42661417400']) expect(isIdempotencyKey(value)).toBe(false);
  });
});

describe('creating endpoints', () => {
  it('are marked in the endpoint table: the registrations and the document upload', () => {
    const creating = (Object.keys(ENDPOINTS) as EndpointName[]).filter(isCreatingEndpoint);
    expect(creating.sort()).toEqual(['claimBonus', 'depositSubmit', 'forfeitBonus', 'initAgeVerification', 'optInPromotion', 'register', 'registerViaCddnV3', 'registerViaMobileId', 'registerViaSmartId', 'removeLimit', 'resumeSubmit', 'selfExclusion', 'sendContactCode', 'sendContactMessage', 'setLimits', 'setRealityCheck', 'signDocuments', 'startAutomaticVerification', 'startGame', 'startIdenfyVerification', 'submitAmlQuestionnaire', 'submitQuestionnaire', 'submitSourceOfFunds', 'timeOut', 'updateAffordabilityDetails', 'uploadContactAttachment', 'uploadDocument', 'verifyIban', 'verifyIdentity', 'withdrawalSubmit']);
    const kinds: Record<CreatingEndpointName, string | undefined> = {
      register: ENDPOINTS.register.creates,
      depositSubmit: ENDPOINTS.depositSubmit.creates,
      registerViaCddnV3: ENDPOINTS.registerViaCddnV3.creates,
      registerViaMobileId: ENDPOINTS.registerViaMobileId.creates,
      registerViaSmartId: ENDPOINTS.registerViaSmartId.creates,
      uploadDocument: ENDPOINTS.uploadDocument.creates,
      setLimits: ENDPOINTS.setLimits.creates,
      removeLimit: ENDPOINTS.removeLimit.creates,
      timeOut: ENDPOINTS.timeOut.creates,
      selfExclusion: ENDPOINTS.selfExclusion.creates,
      submitQuestionnaire: ENDPOINTS.submitQuestionnaire.creates,
      sendContactCode: ENDPOINTS.sendContactCode.creates,
      verifyIdentity: ENDPOINTS.verifyIdentity.creates,
      startIdenfyVerification: ENDPOINTS.startIdenfyVerification.creates,
      startAutomaticVerification: ENDPOINTS.startAutomaticVerification.creates,
      submitAmlQuestionnaire: ENDPOINTS.submitAmlQuestionnaire.creates,
      startGame: ENDPOINTS.startGame.creates,
      withdrawalSubmit: ENDPOINTS.withdrawalSubmit.creates,
      resumeSubmit: ENDPOINTS.resumeSubmit.creates,
      submitSourceOfFunds: ENDPOINTS.submitSourceOfFunds.creates,
      verifyIban: ENDPOINTS.verifyIban.creates,
      uploadContactAttachment: ENDPOINTS.uploadContactAttachment.creates,
      sendContactMessage: ENDPOINTS.sendContactMessage.creates,
      optInPromotion: ENDPOINTS.optInPromotion.creates,
      claimBonus: ENDPOINTS.claimBonus.creates,
      forfeitBonus: ENDPOINTS.forfeitBonus.creates,
      updateAffordabilityDetails: ENDPOINTS.updateAffordabilityDetails.creates,
      signDocuments: ENDPOINTS.signDocuments.creates,
      initAgeVerification: ENDPOINTS.initAgeVerification.creates,
      setRealityCheck: ENDPOINTS.setRealityCheck.creates,
    };
    expect(kinds).toEqual({
      register: 'registration',
      depositSubmit: 'deposit',
      registerViaCddnV3: 'registration',
      registerViaMobileId: 'registration',
      registerViaSmartId: 'registration',
      uploadDocument: 'upload',
      setLimits: 'limitChange',
      removeLimit: 'limitChange',
      timeOut: 'limitChange',
      selfExclusion: 'limitChange',
      submitQuestionnaire: 'rgQuestionnaire',
      sendContactCode: 'verificationCode',
      verifyIdentity: 'identityVerification',
      startIdenfyVerification: 'identityVerification',
      startAutomaticVerification: 'identityVerification',
      submitAmlQuestionnaire: 'amlQuestionnaire',
      startGame: 'gameSession',
      withdrawalSubmit: 'withdrawal',
      resumeSubmit: 'deposit',
      submitSourceOfFunds: 'sourceOfFunds',
      verifyIban: 'ibanVerification',
      uploadContactAttachment: 'upload',
      sendContactMessage: 'contactMessage',
      optInPromotion: 'campaignOptIn',
      claimBonus: 'bonusClaim',
      forfeitBonus: 'bonusForfeit',
      updateAffordabilityDetails: 'affordabilityDetails',
      signDocuments: 'contractSignature',
      initAgeVerification: 'ageVerification',
      setRealityCheck: 'limitChange',
    });
  });
});

describe('api client: Idempotency-Key', () => {
  it('sends the attempt key of a creating call as Idempotency-Key', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.post(`${BASE}/player/register`, ({ request }) => {
        seen.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ activationRequired: false, verificationRequired: false, autoLogin: false });
      }),
    );
    const idempotencyKey = newIdempotencyKey();
    await client.call('register', { email: 'a@example.com' }, { idempotencyKey });
    await client.call('register', { email: 'a@example.com' }, { idempotencyKey });
    expect(seen).toEqual([idempotencyKey, idempotencyKey]);
  });

  it('throws at once for a creating call without a key (a type error too), and sends nothing', () => {
    const sent = vi.fn(() => HttpResponse.json({}));
    server.use(http.post(`${BASE}/player/register`, sent), http.post(`${BASE}/player/register/smartId`, sent));
    // @ts-expect-error -- a creating call needs { idempotencyKey }
    expect(() => client.call('register', { email: 'a@example.com' })).toThrow(MissingIdempotencyKeyError);
    // @ts-expect-error -- options without the key
    expect(() => client.call('registerViaSmartId', {}, { signal: new AbortController().signal })).toThrow(/idempotencyKey/);
    // @ts-expect-error -- naming the answer type does not lift the requirement
    expect(() => client.call<{ autoLogin: boolean }>('register', {})).toThrow(MissingIdempotencyKeyError);
    expect(() => client.call('register', {}, { idempotencyKey: 'not-a-uuid' })).toThrow(MissingIdempotencyKeyError);
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends no key with calls that create nothing, and refuses a multipart endpoint through call()', async () => {
    let key: string | null = 'unset';
    server.use(
      http.post(`${BASE}/player/login`, ({ request }) => {
        key = request.headers.get('idempotency-key');
        return HttpResponse.json({ player: {} });
      }),
    );
    await client.call('login', { login: 'a@example.com', password: 'x' });
    expect(key).toBeNull();
    // @ts-expect-error -- uploads go through upload()
    expect(() => client.call('uploadDocument', { name: 'passport', side: 'front', type: 'passport' }, { idempotencyKey: newIdempotencyKey() })).toThrow(/upload\(\)/);
  });
});
