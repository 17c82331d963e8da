// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import automaticFlow from '../../../flows/verification-automatic.flow.json';
import { loadFlow } from '../../../src/engine/load-flow';
import { createProviderWindow } from '../../../src/bridge/provider-window';
import { automaticDisplayOf, automaticVerificationImplementations, messageInterfaceUrl } from '../../../src/features/verification/automatic-verification-implementations';
import type { ApiPort } from '../../../src/stores/api-port';
import type { AccountValidationOutcome } from '../../../src/ui/account-validation/refresh-account-validation';
import { APP_ORIGIN, fakeHost, fakeWindow, flush, NONCE, OTHER_NONCE, post, PROVIDER_ORIGIN } from '../../bridge/bridge-harness';
import { asHosted } from '../../engine/flow-host/form-step-test-deps';

type Answer = { ok: true; data: unknown } | { ok: false; error: { errorCode: number; kind: 'server' } };
const ok = (data: unknown): Answer => ({ ok: true, data });
const fail = (errorCode: number): Answer => ({ ok: false, error: { errorCode, kind: 'server' } });
const VERIFICATION_URL = `${PROVIDER_ORIGIN}/automatic-verification.html?session=s1`;
const started = ok({ verificationUrl: VERIFICATION_URL });
const DONE = { type: 'verification', value: 'done', nonce: NONCE };

function start(answers: Record<string, Answer[]>, outcomes: AccountValidationOutcome[] = [{ ok: true, status: 'approved' }], display: 'frame' | 'window' = 'frame') {
  const calls: { endpoint: string; payload: unknown; idempotencyKey?: string; signal?: AbortSignal }[] = [];
  const api = {
    call: vi.fn((endpoint: string, payload?: unknown, options?: { idempotencyKey?: string; signal?: AbortSignal }) => {
      calls.push({ endpoint, payload, idempotencyKey: options?.idempotencyKey, signal: options?.signal });
      const answer = answers[endpoint]?.shift();
      if (!answer) return new Promise(() => undefined);
      return Promise.resolve(answer);
    }),
  } as unknown as ApiPort;
  const messages = new EventTarget();
  const frame = fakeWindow();
  const refresh = vi.fn(() => Promise.resolve(outcomes.shift() ?? { ok: true as const, status: 'approved' as const }));
  const popups = fakeHost();
  const ignored: string[] = [];
  const implementations = automaticVerificationImplementations({
    display,
    providerWindow: createProviderWindow(popups.host, 'verification-provider'),
    onIgnored: (reason) => ignored.push(reason),
    api,
    provider: 'veriff',
    providerOrigins: [PROVIDER_ORIGIN],
    appOrigin: APP_ORIGIN,
    providerFrame: () => frame as unknown as Window,
    messageTarget: messages,
    createNonce: () => NONCE,
    refresh,
  });
  const actor = createActor(loadFlow(automaticFlow, asHosted(implementations))).start();
  /** what /interfaces/message.html posts once the provider has sent the frame back to it */
  const fromMessagePage = (data: unknown) => post(messages, data, APP_ORIGIN, frame);
  return { actor, calls, messages, frame, fromMessagePage, refresh, popups, ignored };
}

async function toFrame(run: ReturnType<typeof start>) {
  run.actor.send({ type: 'START' });
  await waitFor(run.actor, (s) => s.matches('frame'));
}

describe('verification-automatic flow (spec 1 §4 "Account validation": automatic providers)', () => {
  it('start call with a key and the way back → the provider frame → done from our message page → caches cleared, status refetched → verified', async () => {
    const run = start({ startAutomaticVerification: [started] });
    expect(run.actor.getSnapshot().value).toBe('intro');
    await toFrame(run);
    expect(run.calls[0]).toMatchObject({
      endpoint: 'startAutomaticVerification',
      payload: { provider: 'veriff', returnUrl: `${APP_ORIGIN}/interfaces/message.html#nonce=${NONCE}` },
      idempotencyKey: expect.any(String) as string,
    });
    expect(run.actor.getSnapshot().context.url).toBe(`${VERIFICATION_URL}#nonce=${NONCE}`);
    run.fromMessagePage(DONE);
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('verified');
    // the form closed: no frame is rendered any more
    expect(run.actor.getSnapshot().context.url).toBeNull();
    expect(run.refresh).toHaveBeenCalledTimes(1);
  });

  it('forged messages change nothing: the provider origin, another origin, another window, another nonce, another value, no nonce', async () => {
    const run = start({ startAutomaticVerification: [started] });
    await toFrame(run);
    // the provider itself cannot end it: only our own page, back in the frame, counts
    post(run.messages, DONE, PROVIDER_ORIGIN, run.frame);
    post(run.messages, DONE, 'https://evil.example', run.frame);
    post(run.messages, DONE, APP_ORIGIN, fakeWindow());
    run.fromMessagePage({ ...DONE, nonce: OTHER_NONCE });
    run.fromMessagePage({ ...DONE, value: 'approved' });
    run.fromMessagePage({ type: 'verification', value: 'done' });
    run.fromMessagePage({ type: 'identification', value: 'done', nonce: NONCE });
    await flush();
    expect(run.actor.getSnapshot().value).toBe('frame');
    // each one was heard and dropped, with its reason (the frame element lists them for QA and e2e)
    expect(run.ignored).toEqual(['origin', 'origin', 'source', 'nonce', 'payload', 'nonce', 'payload']);
    expect(run.refresh).not.toHaveBeenCalled();
    run.fromMessagePage(DONE);
    await waitFor(run.actor, (s) => s.status === 'done');
  });

  it('not approved: back to step 1 with the error notice; the next Start is a new attempt', async () => {
    const run = start({ startAutomaticVerification: [started, started] }, [{ ok: true, status: 'rejected' }]);
    await toFrame(run);
    run.fromMessagePage(DONE);
    await waitFor(run.actor, (s) => s.matches('intro') && s.context.notice !== null);
    expect(run.actor.getSnapshot().context).toMatchObject({ notice: { key: 'rejected' }, url: null });
    await toFrame(run);
    expect(run.calls[1]!.idempotencyKey).not.toBe(run.calls[0]!.idempotencyKey);
  });

  it('still pending at the platform: "still being checked"', async () => {
    const run = start({ startAutomaticVerification: [started] }, [{ ok: true, status: 'pending' }]);
    await toFrame(run);
    run.fromMessagePage(DONE);
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('stillReviewing');
  });

  it('a failed status call or start call resets to step 1 with the failure', async () => {
    const refused = start({ startAutomaticVerification: [fail(297)] });
    refused.actor.send({ type: 'START' });
    await waitFor(refused.actor, (s) => s.matches('intro') && s.context.notice !== null);
    expect(refused.actor.getSnapshot().context.notice).toMatchObject({ errorCode: 297 });

    const lost = start({ startAutomaticVerification: [started] }, [{ ok: false, error: { errorCode: 0, kind: 'network' } }]);
    await toFrame(lost);
    lost.fromMessagePage(DONE);
    await waitFor(lost.actor, (s) => s.matches('intro') && s.context.notice !== null);
    expect(lost.actor.getSnapshot().context.notice).toMatchObject({ kind: 'network' });
  });

  it('305 at the start: the limit of automatic attempts offers the manual upload', async () => {
    const run = start({ startAutomaticVerification: [fail(305)] });
    run.actor.send({ type: 'START' });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('automaticLimitReached');
    expect(run.actor.getSnapshot().context.attemptKey).toBeNull();
  });

  it('Cancel aborts the start call; Cancel in the frame ends the listening (a later done changes nothing)', async () => {
    const run = start({});
    run.actor.send({ type: 'START' });
    await waitFor(run.actor, (s) => s.matches('starting'));
    run.actor.send({ type: 'CANCEL' });
    expect(run.actor.getSnapshot().value).toBe('intro');
    expect(run.calls[0]!.signal?.aborted).toBe(true);

    const second = start({ startAutomaticVerification: [started] });
    await toFrame(second);
    second.actor.send({ type: 'CANCEL' });
    second.fromMessagePage(DONE);
    await flush();
    expect(second.actor.getSnapshot().value).toBe('intro');
    expect(second.refresh).not.toHaveBeenCalled();
  });

  describe('a provider of verification.providerWindows opens in a popup and returns through /interfaces/window-middleware.html', () => {
    const POPUP_DONE = DONE;

    it('the popup opens at once with the nonce; the middleware\'s done (our origin, that popup, that nonce) ends it, the popup closes, verified', async () => {
      const run = start({ startAutomaticVerification: [started] }, undefined, 'window');
      run.actor.send({ type: 'START' });
      await waitFor(run.actor, (s) => s.matches('window'));
      expect(run.calls[0]!.payload).toEqual({ provider: 'veriff', returnUrl: `${APP_ORIGIN}/interfaces/window-middleware.html#nonce=${NONCE}` });
      expect(run.popups.open).toHaveBeenCalledTimes(1);
      expect(run.popups.open.mock.calls[0]![0]).toBe(`${VERIFICATION_URL}#nonce=${NONCE}`);
      expect(run.popups.open.mock.calls[0]![1]).toBe('verification-provider');
      const popup = run.popups.popups[0]!;

      // forged: the provider's origin from the popup, our origin from the frame or another window, another nonce
      post(run.messages, POPUP_DONE, PROVIDER_ORIGIN, popup);
      post(run.messages, POPUP_DONE, APP_ORIGIN, run.frame);
      post(run.messages, POPUP_DONE, APP_ORIGIN, fakeWindow());
      post(run.messages, { ...POPUP_DONE, nonce: OTHER_NONCE }, APP_ORIGIN, popup);
      await flush();
      expect(run.actor.getSnapshot().value).toBe('window');
      expect(run.ignored).toEqual(['origin', 'source', 'source', 'nonce']);
      expect(popup.closed).toBe(false);

      post(run.messages, POPUP_DONE, APP_ORIGIN, popup);
      await waitFor(run.actor, (s) => s.status === 'done');
      expect(run.actor.getSnapshot().value).toBe('verified');
      expect(popup.closed).toBe(true);
      expect(run.refresh).toHaveBeenCalledTimes(1);
    });

    it('the player closing the popup first ends the attempt with its notice; Cancel closes the popup', async () => {
      vi.useFakeTimers();
      try {
        const run = start({ startAutomaticVerification: [started, started] }, undefined, 'window');
        run.actor.send({ type: 'START' });
        await vi.waitFor(() => expect(run.actor.getSnapshot().value).toBe('window'));
        run.popups.popups[0]!.close();
        await vi.advanceTimersByTimeAsync(600);
        expect(run.actor.getSnapshot().value).toBe('intro');
        expect(run.actor.getSnapshot().context.notice).toEqual({ key: 'windowClosed' });
        expect(run.refresh).not.toHaveBeenCalled();

        run.actor.send({ type: 'START' });
        await vi.waitFor(() => expect(run.actor.getSnapshot().value).toBe('window'));
        run.actor.send({ type: 'CANCEL' });
        expect(run.actor.getSnapshot().value).toBe('intro');
        expect(run.popups.popups[1]!.closed).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });

    it('only the providers the setting names open in a window', () => {
      expect(automaticDisplayOf('sumsub', ['sumsub'])).toBe('window');
      expect(automaticDisplayOf('veriff', ['sumsub'])).toBe('frame');
      expect(automaticDisplayOf('sumsub', undefined)).toBe('frame');
      expect(automaticDisplayOf('sumsub', 'sumsub')).toBe('frame');
    });

    it('the popup\'s way back is the window middleware, the nonce in its fragment only', () => {
      const url = new URL(messageInterfaceUrl('https://casino.example', NONCE, 'window'));
      expect(url.origin + url.pathname).toBe('https://casino.example/interfaces/window-middleware.html');
      expect(url.search).toBe('');
      expect(url.hash).toBe(`#nonce=${NONCE}`);
    });
  });

  it('the way back is our own message interface with the nonce in its fragment only', () => {
    const url = new URL(messageInterfaceUrl('https://casino.example', NONCE));
    expect(url.origin + url.pathname).toBe('https://casino.example/interfaces/message.html');
    expect(url.search).toBe('');
    expect(url.hash).toBe(`#nonce=${NONCE}`);
  });
});
