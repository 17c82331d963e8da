import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import identificationFlowJson from '../../../flows/identification.flow.json';
import flowJson from '../../../flows/third-party-login.flow.json';
import type { IdentificationResult } from '../../../src/api/endpoints';
import { FlowCallError } from '../../../src/engine/flow-call-error';
import { loadFlow } from '../../../src/engine/load-flow';
import { asHosted } from '../../engine/flow-host/form-step-test-deps';
import { identificationImplementations } from '../../../src/features/identification/identification-implementations';
import { identificationMethod } from '../../../src/features/identification/identification-methods';
import { createProviderWindow } from '../../../src/bridge/provider-window';
import {
  loginTokenOf,
  thirdPartyLoginImplementations,
  type ThirdPartyLoginContext,
} from '../../../src/features/identification/third-party-login-implementations';
import type { ApiPort, StoreApiError } from '../../../src/stores/api-port';

type LoginAnswer = { ok: true } | { ok: false; error: StoreApiError };

/**
 * The flow with a stub identification actor: the first run ends with `first` (a result, or an
 * Error to reject with); later runs stay pending, like a widget waiting for the player again.
 */
function setup(first: IdentificationResult | Error, options: { loginAnswer?: LoginAnswer; tokenProvider?: string; method?: string } = {}) {
  let runs = 0;
  const identification = fromPromise<IdentificationResult>(() => {
    runs += 1;
    if (runs > 1) return new Promise(() => undefined);
    return first instanceof Error ? Promise.reject(first) : Promise.resolve(first);
  });
  const loginByToken = vi.fn((_token: { t: string; tokenProvider?: string }) => Promise.resolve<LoginAnswer>(options.loginAnswer ?? { ok: true }));
  const startRegistration = vi.fn();
  const actor = createActor(
    loadFlow(
      flowJson,
      asHosted(
        thirdPartyLoginImplementations({
          method: options.method ?? 'smartId',
          identification,
          tokenProvider: options.tokenProvider,
          session: { loginByToken },
          startRegistration,
        }),
      ),
    ),
  ).start();
  actors.push(actor);
  return { actor, loginByToken, startRegistration, runs: () => runs };
}

const actors: AnyActorRef[] = [];
afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));

const context = (actor: AnyActorRef) => actor.getSnapshot().context as ThirdPartyLoginContext;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('third-party login flow', () => {
  it('logs in with the loginToken of the identification and ends done', async () => {
    const { actor, loginByToken } = setup({ loginToken: 'lt-1' });
    expect(actor.getSnapshot().value).toBe('identifying');
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(loginByToken).toHaveBeenCalledExactlyOnceWith({ t: 'lt-1' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('logs a social login in with the provider token and tokenProvider', async () => {
    const { actor, loginByToken } = setup({ loginToken: 'social-sess' }, { method: 'google', tokenProvider: 'google' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(loginByToken).toHaveBeenCalledExactlyOnceWith({ t: 'social-sess', tokenProvider: 'google' });
  });

  it('prefers an authorizationToken in the details over the loginToken', async () => {
    const { actor, loginByToken } = setup({ loginToken: 'lt-1', details: { authorizationToken: 'auth-1' } });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(loginByToken).toHaveBeenCalledExactlyOnceWith({ t: 'auth-1' });
  });

  it('logs in with an authorizationToken alone', async () => {
    const { actor, loginByToken } = setup({ registrationToken: 'rt', details: { authorizationToken: 'auth-1' } });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(loginByToken).toHaveBeenCalledWith({ t: 'auth-1' });
  });

  it('offers sign-up for a result without a login token, without trying to log in', async () => {
    const result = { registrationToken: 'rt-1', details: { birthDate: '1990-01-01' } };
    const { actor, loginByToken } = setup(result);
    await waitFor(actor, (snapshot) => snapshot.matches('signUpOffer'));
    expect(context(actor).result).toEqual(result);
    expect(loginByToken).not.toHaveBeenCalled();
  });

  it('offers sign-up when the token login answers 110 (not registered)', async () => {
    const { actor } = setup({ loginToken: 'social-sess' }, { tokenProvider: 'apple', loginAnswer: { ok: false, error: { errorCode: 110, kind: 'server' } } });
    await waitFor(actor, (snapshot) => snapshot.matches('signUpOffer'));
    expect(context(actor).result).toEqual({ loginToken: 'social-sess' });
  });

  it('returns to identification with the notice for any other login error', async () => {
    const error = { errorCode: 107, kind: 'server' as const };
    const { actor, runs } = setup({ loginToken: 'lt-1' }, { loginAnswer: { ok: false, error } });
    await waitFor(actor, (snapshot) => snapshot.matches('identifying') && context(actor).notice !== null);
    expect(context(actor).notice).toEqual(error);
    await flush();
    expect(runs()).toBe(2);
  });

  it('starts identification again with the notice when the identification fails (social cancel 302)', async () => {
    const { actor, runs } = setup(new FlowCallError({ errorCode: 302, kind: 'server' }), { tokenProvider: 'google' });
    await waitFor(actor, () => runs() === 2);
    expect(actor.getSnapshot().value).toBe('identifying');
    expect(context(actor).notice).toEqual({ errorCode: 302, kind: 'server' });
  });

  it('falls back to a network notice for a failure that is not a call error', async () => {
    const { actor } = setup(new Error('boom'));
    await waitFor(actor, () => context(actor).notice !== null);
    expect(context(actor).notice).toEqual({ errorCode: 0, kind: 'network' });
  });

  it('clears the notice once an identification succeeds', async () => {
    const { actor } = setup({ registrationToken: 'rt' });
    await waitFor(actor, (snapshot) => snapshot.matches('signUpOffer'));
    expect(context(actor).notice).toBeNull();
  });

  it('hands the external data to the registration on SIGN_UP with the spent tokens cleared', async () => {
    const result = { loginToken: 'lt-1', registrationToken: 'rt-1', details: { authorizationToken: 'auth-1', birthDate: '1990-01-01', country: 'EST' } };
    const { actor, startRegistration } = setup(result, { method: 'smartId', loginAnswer: { ok: false, error: { errorCode: 110, kind: 'server' } } });
    await waitFor(actor, (snapshot) => snapshot.matches('signUpOffer'));
    actor.send({ type: 'SIGN_UP' });
    expect(actor.getSnapshot().value).toBe('signingUp');
    expect(actor.getSnapshot().status).toBe('done');
    expect(startRegistration).toHaveBeenCalledOnce();
    const external = startRegistration.mock.calls[0]![0] as { method: string; result: IdentificationResult };
    expect(external.method).toBe('smartId');
    expect(external.result.loginToken).toBeUndefined();
    expect(external.result.details?.authorizationToken).toBeUndefined();
    expect(external.result).toMatchObject({ registrationToken: 'rt-1', details: { birthDate: '1990-01-01', country: 'EST' } });
    expect(loginTokenOf(external.result)).toBeUndefined();
  });

  it('opens the regular registration without external data when nothing was identified (a social account)', async () => {
    const { actor, startRegistration } = setup({ loginToken: 'social-session' }, { method: 'facebook', tokenProvider: 'facebook', loginAnswer: { ok: false, error: { errorCode: 110, kind: 'server' } } });
    await waitFor(actor, (snapshot) => snapshot.matches('signUpOffer'));
    actor.send({ type: 'SIGN_UP' });
    expect(startRegistration).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('identifies again on LOG_IN_AGAIN with the result cleared', async () => {
    const { actor, runs } = setup({ registrationToken: 'rt-1' });
    await waitFor(actor, (snapshot) => snapshot.matches('signUpOffer'));
    actor.send({ type: 'LOG_IN_AGAIN' });
    expect(actor.getSnapshot().value).toBe('identifying');
    expect(context(actor).result).toBeNull();
    await flush();
    expect(runs()).toBe(2);
  });
});

describe('third-party login flow with the real identification flow', () => {
  it('receives the identification result as the done output and logs in with it', async () => {
    const api = {
      call: vi.fn((name: string) =>
        Promise.resolve(
          name === 'identify' ? { ok: true, data: { identificationToken: 'sess-1', code: '1234' } } : { ok: true, data: { loginToken: 'lt-est', autoLogin: false } },
        ),
      ),
    } as unknown as ApiPort;
    const identification = loadFlow(
      identificationFlowJson,
      identificationImplementations({
        method: 'smartId',
        purpose: 'login',
        descriptor: identificationMethod('smartId')!,
        formShown: true,
        api,
        providerOrigins: ['http://localhost:5174'],
        providerWindow: createProviderWindow({ open: () => null, screen: { width: 1200, height: 800 } }),
        providerFrame: () => null,
        messageTarget: new EventTarget(),
        returnOrigin: 'http://localhost:5173',
        returnUrl: () => 'http://localhost:5173/',
        leaveFor: () => undefined,
        toFieldIssues: () => [],
      }),
    );
    const loginByToken = vi.fn(() => Promise.resolve({ ok: true as const }));
    const actor = createActor(
      loadFlow(flowJson, asHosted(thirdPartyLoginImplementations({ method: 'smartId', identification, session: { loginByToken }, startRegistration: vi.fn() }))),
    ).start();
    actors.push(actor);
    const widget = actor.getSnapshot().children.identification as AnyActorRef;
    expect(widget.getSnapshot().value).toBe('form');
    widget.send({ type: 'SUBMIT', data: { personalCode: '38001085718' } });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(loginByToken).toHaveBeenCalledExactlyOnceWith({ t: 'lt-est' });
  });
});

describe('loginTokenOf', () => {
  it('is the authorizationToken first, then the loginToken, else undefined', () => {
    expect(loginTokenOf({ loginToken: 'l', details: { authorizationToken: 'a' } })).toBe('a');
    expect(loginTokenOf({ loginToken: 'l', details: {} })).toBe('l');
    expect(loginTokenOf({ registrationToken: 'r' })).toBeUndefined();
    expect(loginTokenOf(null)).toBeUndefined();
  });
});
