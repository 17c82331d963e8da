// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import flowJson from '../../../flows/identification.flow.json';
import type { ApiResult } from '../../../src/api/api-error';
import type { IdentificationMethod, IdentifyPayload } from '../../../src/api/endpoints';
import { fieldErrorsFromApiError } from '../../../src/api/field-errors-from-api-error';
import { loadFlow } from '../../../src/engine/load-flow';
import type { IdentificationContext } from '../../../src/features/identification/identification-context';
import { identificationImplementations } from '../../../src/features/identification/identification-implementations';
import { identificationMethod } from '../../../src/features/identification/identification-methods';
import { createProviderWindow } from '../../../src/bridge/provider-window';
import type { ApiPort } from '../../../src/stores/api-port';
import { APP_ORIGIN, fakeHost, fakeWindow, flush, nonceOf, OTHER_NONCE, post, PROVIDER_ORIGIN } from '../../bridge/bridge-harness';

type Handler = (payload: unknown, options: { signal?: AbortSignal }) => Promise<ApiResult<unknown>>;
type Answers = Partial<Record<'identify' | 'identificationWait' | 'identificationResult', Handler>>;

const ok = (data: unknown): Promise<ApiResult<unknown>> => Promise.resolve({ ok: true, data });
/** what the provider page posts, without the channel nonce (a forger's copy) */
const DONE = { type: 'identification', value: 'done', method: 'idin', session: 'sess-1' };
const RETURN_URL = `${APP_ORIGIN}/en/casino`;

function setup(method: IdentificationMethod, options: { formShown?: boolean; purpose?: IdentifyPayload['purpose']; answers?: Answers } = {}) {
  const calls: { name: string; payload: unknown; signal?: AbortSignal }[] = [];
  const answers = options.answers ?? {};
  const api = {
    call: vi.fn((name: string, payload: unknown, callOptions: { signal?: AbortSignal } = {}) => {
      calls.push({ name, payload, signal: callOptions.signal });
      const handler = answers[name as keyof Answers];
      return handler ? handler(payload, callOptions) : Promise.resolve({ ok: false, error: { errorCode: 0, kind: 'network' } });
    }),
  };
  const { host, open, popups } = fakeHost();
  const providerWindow = createProviderWindow(host);
  const frame = fakeWindow();
  const messageTarget = new EventTarget();
  const leaveFor = vi.fn();
  const logic = loadFlow(
    flowJson,
    identificationImplementations({
      method,
      purpose: options.purpose ?? 'login',
      descriptor: identificationMethod(method)!,
      formShown: options.formShown ?? false,
      api: api as unknown as ApiPort,
      providerOrigins: [PROVIDER_ORIGIN],
      providerWindow,
      providerFrame: () => frame as unknown as Window,
      messageTarget,
      returnOrigin: APP_ORIGIN,
      returnUrl: () => RETURN_URL,
      leaveFor,
      toFieldIssues: (error) => fieldErrorsFromApiError(error),
    }),
  );
  const actor = createActor(logic).start();
  actors.push(actor);
  const callsOf = (name: string) => calls.filter((call) => call.name === name);
  /** the provider page's message, echoing the nonce of the URL this attempt opened */
  const message = (value = 'done') => ({ ...DONE, value, nonce: nonceOf(context(actor).started?.url ?? '') });
  return { actor, api, callsOf, open, popups, frame, messageTarget, leaveFor, message };
}

const actors: AnyActorRef[] = [];
afterEach(() => {
  actors.splice(0).forEach((actor) => actor.stop());
  vi.useRealTimers();
});

const context = (actor: AnyActorRef) => actor.getSnapshot().context as IdentificationContext;

/** A waiting request that never answers until it is aborted, like the platform holding it. */
const held: Handler = (_payload, { signal }) =>
  new Promise((resolve) => signal?.addEventListener('abort', () => resolve({ ok: false, error: { errorCode: 0, kind: 'aborted' } })));

describe('identification flow: code methods (Smart-ID, Mobile-ID)', () => {
  it('starts from the form, shows the control code while waiting, and ends identified with the result as output', async () => {
    const result = { loginToken: 'lt-1', autoLogin: false };
    let waits = 0;
    const { actor, callsOf } = setup('smartId', {
      formShown: true,
      answers: {
        identify: () => ok({ identificationToken: 'sess-1', code: '4321', expirationTime: '2030-01-01T00:00:00Z' }),
        identificationWait: () => (++waits < 3 ? Promise.resolve({ ok: false, error: { errorCode: 0, kind: 'timeout' } }) : ok(result)),
      },
    });
    expect(actor.getSnapshot().value).toBe('form');
    actor.send({ type: 'SUBMIT', data: { personalCode: '38001085718' } });
    expect(actor.getSnapshot().value).toBe('starting');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('identified');
    expect(actor.getSnapshot().output).toEqual(result);
    expect(context(actor).started).toEqual({ identificationToken: 'sess-1', code: '4321', expirationTime: '2030-01-01T00:00:00Z' });
    expect(callsOf('identify')[0]!.payload).toEqual({ personalCode: '38001085718', method: 'smartId', purpose: 'login' });
    expect(callsOf('identificationWait').map((call) => call.payload)).toEqual([{ token: 'sess-1' }, { token: 'sess-1' }, { token: 'sess-1' }]);
  });

  it('stays on the code screen (awaitingCode) while the platform holds the answer', async () => {
    const { actor } = setup('mobileId', {
      formShown: true,
      answers: { identify: () => ok({ identificationToken: 'sess-2', code: '1111' }), identificationWait: held },
    });
    actor.send({ type: 'SUBMIT', data: { personalCode: '38001085718', phoneNumber: '+37060000000' } });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingCode'));
    expect(context(actor).started?.code).toBe('1111');
  });

  it('goes back to the form on CANCEL and aborts the waiting request', async () => {
    const { actor, callsOf } = setup('smartId', {
      formShown: true,
      answers: { identify: () => ok({ identificationToken: 'sess-1', code: '4321' }), identificationWait: held },
    });
    actor.send({ type: 'SUBMIT', data: { personalCode: '38001085718' } });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingCode'));
    await flush();
    const signal = callsOf('identificationWait')[0]!.signal!;
    expect(signal.aborted).toBe(false);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(signal.aborted).toBe(true);
    expect(context(actor).started).toBeNull();
    await flush();
    expect(callsOf('identificationWait')).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('form');
  });

  it('returns to the form with the expired notice when the code expired', async () => {
    const { actor } = setup('smartId', {
      formShown: true,
      answers: { identify: () => ok({ identificationToken: 'sess-1', code: '4321' }), identificationWait: () => ok({ status: 'expired' }) },
    });
    actor.send({ type: 'SUBMIT', data: { personalCode: '38001085718' } });
    await waitFor(actor, (snapshot) => snapshot.matches('form') && context(actor).notice !== null);
    expect(context(actor).notice).toEqual({ key: 'expired' });
    expect(context(actor).started).toBeNull();
  });

  it('returns to the form with the platform error of the waiting request', async () => {
    const { actor } = setup('mobileId', {
      formShown: true,
      answers: { identify: () => ok({ identificationToken: 'sess-1', code: '4321' }), identificationWait: () => ok({ error: 303 }) },
    });
    actor.send({ type: 'SUBMIT', data: { phoneNumber: '+37060000000' } });
    await waitFor(actor, (snapshot) => snapshot.matches('form') && context(actor).notice !== null);
    expect(context(actor).notice).toEqual({ error: { errorCode: 303, kind: 'server' } });
  });

  it('shows 196 field errors at the fields, without a notice, and keeps the typed data', async () => {
    const error = { errorCode: 196, kind: 'server', errorDetails: { fields: [{ field: 'personalCode', code: 'invalid' }] } };
    const { actor } = setup('smartId', { formShown: true, answers: { identify: () => Promise.resolve({ ok: false, error } as ApiResult<unknown>) } });
    actor.send({ type: 'SUBMIT', data: { personalCode: '123' } });
    await waitFor(actor, (snapshot) => snapshot.matches('form') && context(actor).serverErrors.length > 0);
    expect(context(actor).serverErrors).toEqual([{ field: '/personalCode', code: 'invalid' }]);
    expect(context(actor).notice).toBeNull();
    expect(context(actor).data).toEqual({ personalCode: '123' });
  });

  it('clears the previous errors when the form is sent again', async () => {
    let attempt = 0;
    const { actor } = setup('smartId', {
      formShown: true,
      answers: {
        identify: () => (++attempt === 1 ? ok({ identificationToken: 's', code: '1' }) : new Promise(() => undefined)),
        identificationWait: () => ok({ status: 'expired' }),
      },
    });
    actor.send({ type: 'SUBMIT', data: { personalCode: '38001085718' } });
    await waitFor(actor, (snapshot) => snapshot.matches('form') && context(actor).notice !== null);
    actor.send({ type: 'SUBMIT', data: {} });
    expect(actor.getSnapshot().value).toBe('starting');
    expect(context(actor).notice).toBeNull();
    expect(context(actor).serverErrors).toEqual([]);
  });

  it('sends no form data when the form is not shown', async () => {
    const { actor, callsOf } = setup('smartId', { formShown: false, purpose: 'registration', answers: { identify: () => new Promise(() => undefined) } });
    actor.send({ type: 'SUBMIT', data: { personalCode: '38001085718' } });
    await flush();
    expect(callsOf('identify')[0]!.payload).toEqual({ method: 'smartId', purpose: 'registration' });
  });
});

describe('identification flow: window methods (iDIN, Trustly, pay-and-play)', () => {
  function startIdin(answers: Answers = {}) {
    return setup('idin', {
      formShown: true,
      answers: {
        identify: () => ok({ identificationToken: 'sess-1', url: `${PROVIDER_ORIGIN}/identification.html?method=idin&session=sess-1` }),
        identificationResult: () => ok({ registrationToken: 'rt-1', details: { birthDate: '1990-01-01' } }),
        ...answers,
      },
    });
  }

  it('opens the popup with the url and completes only after a trusted done message, then submits the result', async () => {
    const { actor, open, popups, messageTarget, callsOf, message } = startIdin();
    actor.send({ type: 'SUBMIT', data: { bic: 'INGBNL2A' } });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingProvider'));
    // the provider bridge put this attempt's nonce in the fragment of the URL it opened
    const url = context(actor).started!.url!;
    expect(url).toMatch(new RegExp(`^${PROVIDER_ORIGIN}/identification\\.html\\?method=idin&session=sess-1#nonce=[0-9a-f]{32}$`));
    expect(open).toHaveBeenCalledWith(url, 'identification-provider', expect.any(String));
    expect(callsOf('identify')[0]!.payload).toEqual({ bic: 'INGBNL2A', method: 'idin', purpose: 'login', returnOrigin: APP_ORIGIN });

    const popup = popups[0]!;
    post(messageTarget, message(), 'https://evil.example', popup);
    post(messageTarget, message(), APP_ORIGIN, popup);
    post(messageTarget, message(), PROVIDER_ORIGIN, fakeWindow());
    post(messageTarget, DONE, PROVIDER_ORIGIN, popup);
    post(messageTarget, { ...DONE, nonce: OTHER_NONCE }, PROVIDER_ORIGIN, popup);
    post(messageTarget, message('approved'), PROVIDER_ORIGIN, popup);
    post(messageTarget, { ...message(), type: 'other' }, PROVIDER_ORIGIN, popup);
    await flush();
    expect(actor.getSnapshot().value).toBe('awaitingProvider');
    expect(callsOf('identificationResult')).toHaveLength(0);

    post(messageTarget, message(), PROVIDER_ORIGIN, popup);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(callsOf('identificationResult')[0]!.payload).toEqual({ method: 'idin', titanToken: 'sess-1' });
    expect(actor.getSnapshot().output).toEqual({ registrationToken: 'rt-1', details: { birthDate: '1990-01-01' } });
  });

  it('treats a result the platform has not finished as not completed (302), not as an empty identification', async () => {
    const { actor, popups, messageTarget, message } = startIdin({ identificationResult: () => ok({}) });
    actor.send({ type: 'SUBMIT', data: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingProvider'));
    post(messageTarget, message(), PROVIDER_ORIGIN, popups[0]);
    await waitFor(actor, (snapshot) => snapshot.matches('form'));
    expect(context(actor).notice).toEqual({ error: { errorCode: 302, kind: 'server' } });
  });

  it('closes the popup when the flow is left another way (the modal closed, another method)', async () => {
    const { actor, popups } = startIdin();
    actor.send({ type: 'SUBMIT', data: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingProvider'));
    actor.stop();
    expect(popups[0]!.closed).toBe(true);
  });

  it('returns to the form with error 303 for a rejected message and closes the popup', async () => {
    const { actor, popups, messageTarget, callsOf, message } = startIdin();
    actor.send({ type: 'SUBMIT', data: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingProvider'));
    post(messageTarget, message('rejected'), PROVIDER_ORIGIN, popups[0]);
    await waitFor(actor, (snapshot) => snapshot.matches('form'));
    expect(context(actor).notice).toEqual({ error: { errorCode: 303, kind: 'server' } });
    expect(context(actor).started).toBeNull();
    expect(popups[0]!.closed).toBe(true);
    expect(callsOf('identificationResult')).toHaveLength(0);
  });

  it('returns to the form with the cancelled notice for a cancelled message', async () => {
    const { actor, popups, messageTarget, message } = startIdin();
    actor.send({ type: 'SUBMIT', data: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingProvider'));
    post(messageTarget, message('cancelled'), PROVIDER_ORIGIN, popups[0]);
    await waitFor(actor, (snapshot) => snapshot.matches('form'));
    expect(context(actor).notice).toEqual({ key: 'cancelled' });
  });

  it('returns to the form with the window-closed notice when the player closes the popup', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { actor, popups } = startIdin();
    actor.send({ type: 'SUBMIT', data: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingProvider'));
    vi.advanceTimersByTime(1000);
    await flush();
    expect(actor.getSnapshot().value).toBe('awaitingProvider');
    popups[0]!.closed = true;
    vi.advanceTimersByTime(500);
    await waitFor(actor, (snapshot) => snapshot.matches('form'));
    expect(context(actor).notice).toEqual({ key: 'windowClosed' });
  });

  it('goes back to the form on CANCEL, closes the popup and ignores a later done message', async () => {
    const { actor, popups, messageTarget, callsOf, message } = startIdin();
    actor.send({ type: 'SUBMIT', data: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingProvider'));
    const late = message();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(popups[0]!.closed).toBe(true);
    post(messageTarget, late, PROVIDER_ORIGIN, popups[0]);
    await flush();
    expect(callsOf('identificationResult')).toHaveLength(0);
  });

  it('gives every attempt its own nonce: a message of the previous attempt counts no more', async () => {
    const { actor, popups, messageTarget, callsOf, message } = startIdin();
    actor.send({ type: 'SUBMIT', data: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingProvider'));
    const first = message();
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'SUBMIT', data: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingProvider'));
    expect(message().nonce).not.toBe(first.nonce);
    post(messageTarget, first, PROVIDER_ORIGIN, popups[1]);
    await flush();
    expect(callsOf('identificationResult')).toHaveLength(0);
    post(messageTarget, message(), PROVIDER_ORIGIN, popups[1]);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
  });

  it('stops listening once the provider answered', async () => {
    const { actor, popups, messageTarget, message } = startIdin({ identificationResult: () => new Promise(() => undefined) });
    const removeSpy = vi.spyOn(messageTarget, 'removeEventListener');
    actor.send({ type: 'SUBMIT', data: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingProvider'));
    post(messageTarget, message(), PROVIDER_ORIGIN, popups[0]);
    await waitFor(actor, (snapshot) => snapshot.matches('submittingResult'));
    expect(removeSpy).toHaveBeenCalledWith('message', expect.any(Function));
    // the provider closes its own popup
    expect(popups[0]!.closed).toBe(false);
  });

  it('returns to the form with the error of the result submission', async () => {
    const { actor, popups, messageTarget, message } = startIdin({ identificationResult: () => ok({ error: 302 }) });
    actor.send({ type: 'SUBMIT', data: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingProvider'));
    post(messageTarget, message(), PROVIDER_ORIGIN, popups[0]);
    await waitFor(actor, (snapshot) => snapshot.matches('form'));
    expect(context(actor).notice).toEqual({ error: { errorCode: 302, kind: 'server' } });
  });

  it('starts Trustly at once (skipForm) without form data', async () => {
    const { actor, callsOf, open } = setup('trustly', {
      answers: { identify: () => ok({ identificationToken: 'sess-t', url: `${PROVIDER_ORIGIN}/identification.html?method=trustly` }) },
    });
    expect(actor.getSnapshot().value).toBe('starting');
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingProvider'));
    expect(callsOf('identify')[0]!.payload).toEqual({ method: 'trustly', purpose: 'login', returnOrigin: APP_ORIGIN });
    expect(open).toHaveBeenCalledOnce();
  });

  it('leaves the form data out when the iDIN bank dropdown is off', async () => {
    const { actor, callsOf } = setup('idin', { formShown: false, answers: { identify: () => new Promise(() => undefined) } });
    actor.send({ type: 'SUBMIT', data: { bic: 'INGBNL2A' } });
    await flush();
    expect(callsOf('identify')[0]!.payload).toEqual({ method: 'idin', purpose: 'login', returnOrigin: APP_ORIGIN });
  });
});

describe('identification flow: iframe methods (cddn, TOP)', () => {
  it('takes the message from the provider frame, not from a popup, and opens no popup', async () => {
    const { actor, frame, messageTarget, callsOf, open, message } = setup('cddn', {
      answers: {
        identify: () => ok({ identificationToken: 'sess-c', url: `${PROVIDER_ORIGIN}/identification.html?method=cddn` }),
        identificationResult: () => ok({ loginToken: 'lt-c' }),
      },
    });
    expect(actor.getSnapshot().value).toBe('starting');
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingProvider'));
    expect(open).not.toHaveBeenCalled();
    expect(callsOf('identify')[0]!.payload).toEqual({ method: 'cddn', purpose: 'login', returnOrigin: APP_ORIGIN });
    // the frame renders the started URL, which carries the channel nonce
    expect(nonceOf(context(actor).started!.url!)).toMatch(/^[0-9a-f]{32}$/);
    post(messageTarget, message(), PROVIDER_ORIGIN, fakeWindow());
    post(messageTarget, message(), 'https://evil.example', frame);
    post(messageTarget, DONE, PROVIDER_ORIGIN, frame);
    await flush();
    expect(actor.getSnapshot().value).toBe('awaitingProvider');
    post(messageTarget, message(), PROVIDER_ORIGIN, frame);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(callsOf('identificationResult')[0]!.payload).toEqual({ method: 'cddn', titanToken: 'sess-c' });
    expect(actor.getSnapshot().output).toEqual({ loginToken: 'lt-c' });
  });

  it('shows the start step for TOP (no skipForm)', () => {
    const { actor } = setup('top');
    expect(actor.getSnapshot().value).toBe('form');
  });
});

describe('identification flow: redirect (zignSec)', () => {
  it('sends the return url and leaves for the zignSec redirect url', async () => {
    const { actor, callsOf, leaveFor, open } = setup('zignSec', {
      purpose: 'registration',
      answers: { identify: () => ok({ identificationToken: 'sess-z', zignSecRedirectUrl: `${PROVIDER_ORIGIN}/redirect.html?session=sess-z`, url: 'http://ignored.example' }) },
    });
    actor.send({ type: 'SUBMIT', data: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'));
    expect(callsOf('identify')[0]!.payload).toEqual({ method: 'zignSec', purpose: 'registration', returnUrl: RETURN_URL });
    expect(leaveFor).toHaveBeenCalledExactlyOnceWith(`${PROVIDER_ORIGIN}/redirect.html?session=sess-z`);
    expect(open).not.toHaveBeenCalled();
  });
});
