import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import flowJson from '../../../flows/third-party-registration.flow.json';
import type { ApiResult } from '../../../src/api/api-error';
import type { IdentificationResult } from '../../../src/api/endpoints';
import { loadFlow } from '../../../src/engine/load-flow';
import { asHosted } from '../../engine/flow-host/form-step-test-deps';
import type { RegisterCall } from '../../../src/features/identification/identification-methods';
import {
  thirdPartyRegistrationImplementations,
  type ThirdPartyRegistrationContext,
} from '../../../src/features/identification/third-party-registration-implementations';
import type { ApiPort, StoreApiError } from '../../../src/stores/api-port';
import type { SessionPlayer } from '../../../src/stores/player-types';

type Answers = Partial<Record<string, ApiResult<unknown>[]>>;

const REGISTERED = { activationRequired: true, verificationRequired: false, autoLogin: false };
const FORM_FIELDS = ['email', 'password', 'birthDate', 'nationalIdNumber', 'country'];

interface Options {
  input?: Partial<ThirdPartyRegistrationContext>;
  method?: string;
  registerCall?: RegisterCall;
  answers?: Answers;
  identified?: IdentificationResult;
  loginAnswer?: { ok: true } | { ok: false; error: StoreApiError };
}

function setup(options: Options = {}) {
  const calls: { name: string; payload: unknown }[] = [];
  const answers = options.answers ?? {};
  const api = {
    call: vi.fn((name: string, payload: unknown) => {
      calls.push({ name, payload });
      const queue = answers[name];
      return Promise.resolve(queue && queue.length > 0 ? queue.shift()! : name === 'validateRegistration' ? { ok: true, data: {} } : { ok: true, data: REGISTERED });
    }),
  } as unknown as ApiPort;
  const identification = fromPromise<IdentificationResult>(() => (options.identified ? Promise.resolve(options.identified) : new Promise(() => undefined)));
  const session = {
    loginByToken: vi.fn((_token: { t: string }) => Promise.resolve(options.loginAnswer ?? ({ ok: true } as const))),
    acceptLogin: vi.fn((_player: SessionPlayer) => Promise.resolve()),
    registered: vi.fn(),
  };
  const storeTokenError = vi.fn();
  const scrollToTop = vi.fn();
  const actor = createActor(
    loadFlow(
      flowJson,
      asHosted(
      thirdPartyRegistrationImplementations({
        method: options.method ?? 'smartId',
        registerCall: options.registerCall ?? 'registerViaSmartId',
        identification,
        api,
        session,
        formFields: () => FORM_FIELDS,
        storeTokenError,
      }),
      { scrollToTop },
      ),
    ),
    { input: options.input },
  ).start();
  actors.push(actor);
  const callsOf = (name: string) => calls.filter((call) => call.name === name);
  return { actor, calls, callsOf, session, storeTokenError, scrollToTop };
}

const actors: AnyActorRef[] = [];
afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));

const context = (actor: AnyActorRef) => actor.getSnapshot().context as ThirdPartyRegistrationContext;

const NEW_PERSON: IdentificationResult = {
  registrationToken: 'rt-1',
  details: { firstName: 'Mari', birthDate: '1980-01-08', gender: 'male', nationalIdNumber: '38001085718', country: 'EST' },
};

describe('third-party registration flow', () => {
  it('confirms the identified details first, keeping every identified detail read-only (the form shows those it has)', () => {
    const { actor } = setup({ input: { result: NEW_PERSON } });
    expect(actor.getSnapshot().value).toBe('confirmDetails');
    expect(context(actor).data).toEqual({ birthDate: '1980-01-08', gender: 'male', nationalIdNumber: '38001085718', country: 'EST' });
    expect(context(actor).readonlyFields).toEqual(['birthDate', 'gender', 'nationalIdNumber', 'country']);
  });

  it('sends only the fields of the form the player was shown', async () => {
    const { actor, callsOf } = setup({ input: { result: NEW_PERSON } });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'NEXT', data: { email: 'mari@example.com' } });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    // gender was identified but is no field of this market's form
    expect(callsOf('registerViaSmartId')[0]?.payload).not.toHaveProperty('gender');
  });

  it('confirms the details of a login’s sign-up offer, whose spent tokens were cleared, instead of logging in', () => {
    const external = { loginToken: undefined, registrationToken: 'rt-1', details: { authorizationToken: undefined, birthDate: '1980-01-08' } };
    const { actor, session } = setup({ input: { result: external } });
    expect(actor.getSnapshot().value).toBe('confirmDetails');
    expect(session.loginByToken).not.toHaveBeenCalled();
  });

  it('goes to the form on CONTINUE and back to the details on BACK', () => {
    const { actor } = setup({ input: { result: NEW_PERSON } });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('form');
    actor.send({ type: 'BACK', data: { email: 'kept@example.com' } });
    expect(actor.getSnapshot().value).toBe('confirmDetails');
    expect(context(actor).data).toMatchObject({ email: 'kept@example.com' });
  });

  it('validates, then registers with the method’s call: registration token, method, identified values over typed ones', async () => {
    const { actor, calls, session } = setup({ input: { result: NEW_PERSON } });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'NEXT', data: { email: 'mari@example.ee', password: 'Secret123', nationalIdNumber: '49999999999', birthDate: '2001-01-01' } });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    const expected = {
      email: 'mari@example.ee',
      password: 'Secret123',
      birthDate: '1980-01-08',
      nationalIdNumber: '38001085718',
      country: 'EST',
      method: 'smartId',
      registrationToken: 'rt-1',
    };
    expect(calls).toEqual([
      { name: 'validateRegistration', payload: expected },
      { name: 'registerViaSmartId', payload: expected },
    ]);
    expect(session.registered).toHaveBeenCalledWith('mari@example.ee');
    expect(context(actor).registered).toEqual(REGISTERED);
    expect(session.acceptLogin).not.toHaveBeenCalled();
  });

  it.each([
    ['mobileId', 'registerViaMobileId'],
    ['cddn', 'registerViaCddnV3'],
    ['idin', 'register'],
  ] as const)('registers %s with %s', async (method, registerCall) => {
    const { actor, callsOf } = setup({ method, registerCall, input: { result: NEW_PERSON } });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'NEXT', data: { email: 'a@example.com' } });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(callsOf(registerCall)[0]!.payload).toMatchObject({ method, registrationToken: 'rt-1' });
  });

  it('logs the new player in when the registration answers autoLogin', async () => {
    const player = { id: 'p-9', nickName: 'mari' } as unknown as SessionPlayer;
    const { actor, session } = setup({
      input: { result: NEW_PERSON },
      answers: { registerViaSmartId: [{ ok: true, data: { ...REGISTERED, activationRequired: false, autoLogin: true, player } }] },
    });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'NEXT', data: { email: 'a@example.com' } });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(session.acceptLogin).toHaveBeenCalledExactlyOnceWith(player);
  });

  it('stays on the form with field errors and scrolls up when validation fails, without registering', async () => {
    const error = { errorCode: 196, kind: 'server' as const, errorDetails: { fields: [{ field: 'email', code: 'duplicate' }] } };
    const { actor, callsOf, scrollToTop } = setup({ input: { result: NEW_PERSON }, answers: { validateRegistration: [{ ok: false, error }] } });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'NEXT', data: { email: 'taken@example.com' } });
    await waitFor(actor, (snapshot) => snapshot.matches('form') && context(actor).serverErrors.length > 0);
    expect(context(actor).serverErrors).toEqual([{ field: '/email', code: 'duplicate' }]);
    expect(context(actor).notice).toBeNull();
    expect(scrollToTop).toHaveBeenCalledOnce();
    expect(callsOf('registerViaSmartId')).toHaveLength(0);
  });

  it('shows a registration error without fields as the notice', async () => {
    const error = { errorCode: 303, kind: 'server' as const };
    const { actor } = setup({ input: { result: NEW_PERSON }, answers: { registerViaSmartId: [{ ok: false, error }] } });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'NEXT', data: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('form') && context(actor).notice !== null);
    expect(context(actor).notice).toEqual(error);
  });

  it('logs a registered person with autoLogin in at once', async () => {
    const { actor, session, calls } = setup({ input: { result: { loginToken: 'lt-1', autoLogin: true } } });
    expect(actor.getSnapshot().value).toBe('loggingIn');
    await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'));
    expect(session.loginByToken).toHaveBeenCalledExactlyOnceWith({ t: 'lt-1' });
    expect(calls).toEqual([]);
  });

  it('logs in at once with an authorization token', async () => {
    const { actor, session } = setup({ input: { result: { registrationToken: 'rt', details: { authorizationToken: 'auth-1' } } } });
    await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'));
    expect(session.loginByToken).toHaveBeenCalledWith({ t: 'auth-1' });
  });

  it('asks a registered person without autoLogin to log in, and logs in on LOG_IN', async () => {
    const { actor, session } = setup({ input: { result: { loginToken: 'lt-1' } } });
    expect(actor.getSnapshot().value).toBe('alreadyRegistered');
    expect(session.loginByToken).not.toHaveBeenCalled();
    actor.send({ type: 'LOG_IN' });
    await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'));
    expect(session.loginByToken).toHaveBeenCalledWith({ t: 'lt-1' });
  });

  it('stays on the already-registered step with the notice when the token login fails; DIFFERENT_CREDENTIALS goes back', async () => {
    const error = { errorCode: 107, kind: 'server' as const };
    const { actor } = setup({ input: { result: { loginToken: 'lt-1', autoLogin: true } }, loginAnswer: { ok: false, error } });
    await waitFor(actor, (snapshot) => snapshot.matches('alreadyRegistered'));
    expect(context(actor).notice).toEqual(error);
    actor.send({ type: 'DIFFERENT_CREDENTIALS' });
    expect(actor.getSnapshot().value).toBe('back');
  });

  it('resolves a titan token from a redirect return with the identification result call', async () => {
    const { actor, callsOf } = setup({ method: 'zignSec', registerCall: 'register', input: { titanToken: 'sess-z' }, answers: { identificationResult: [{ ok: true, data: NEW_PERSON }] } });
    expect(actor.getSnapshot().value).toBe('resolvingToken');
    await waitFor(actor, (snapshot) => snapshot.matches('confirmDetails'));
    expect(callsOf('identificationResult')[0]!.payload).toEqual({ method: 'zignSec', titanToken: 'sess-z' });
    expect(context(actor).result).toEqual(NEW_PERSON);
  });

  it.each([
    ['a failed call', { ok: false, error: { errorCode: 302, kind: 'server' } }, { errorCode: 302, kind: 'server' }],
    ['an error in the answer', { ok: true, data: { error: 303 } }, { errorCode: 303, kind: 'server' }],
    ['an expired identification', { ok: true, data: { status: 'expired' } }, { errorCode: 302, kind: 'server' }],
  ] as const)('ends in the token error and stores the error for %s', async (_label, answer, stored) => {
    const { actor, storeTokenError } = setup({ method: 'zignSec', input: { titanToken: 'sess-z' }, answers: { identificationResult: [answer] } });
    await waitFor(actor, (snapshot) => snapshot.matches('tokenError'));
    expect(actor.getSnapshot().status).toBe('done');
    expect(storeTokenError).toHaveBeenCalledExactlyOnceWith(stored);
  });

  it('identifies first without input, then routes on the identification output', async () => {
    const { actor } = setup({ identified: NEW_PERSON });
    expect(actor.getSnapshot().value).toBe('identifying');
    await waitFor(actor, (snapshot) => snapshot.matches('confirmDetails'));
    expect(context(actor).result).toEqual(NEW_PERSON);
    expect(context(actor).data).toMatchObject({ birthDate: '1980-01-08' });
  });

  it('ends in back on BACK while identifying and from the details', () => {
    const identifying = setup().actor;
    identifying.send({ type: 'BACK' });
    expect(identifying.getSnapshot().value).toBe('back');
    expect(identifying.getSnapshot().status).toBe('done');
    const confirming = setup({ input: { result: NEW_PERSON } }).actor;
    confirming.send({ type: 'BACK' });
    expect(confirming.getSnapshot().value).toBe('back');
  });
});
