// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import idenfyFlow from '../../../flows/verification-idenfy.flow.json';
import { loadFlow } from '../../../src/engine/load-flow';
import { IDENFY_POLL_LIMIT, IDENFY_POLL_MS, idenfyImplementations, isIdenfyAnswer } from '../../../src/features/verification/idenfy-implementations';
import type { ApiPort } from '../../../src/stores/api-port';
import { APP_ORIGIN, fakeWindow, flush, post, PROVIDER_ORIGIN } from '../../bridge/bridge-harness';
import { asHosted } from '../../engine/flow-host/form-step-test-deps';

type Answer = { ok: true; data: unknown } | { ok: false; error: { errorCode: number; kind: 'server' } };
const ok = (data: unknown): Answer => ({ ok: true, data });
const fail = (errorCode: number): Answer => ({ ok: false, error: { errorCode, kind: 'server' } });
const URL_OF_SESSION = `${PROVIDER_ORIGIN}/idenfy.html?session=s1&returnOrigin=${encodeURIComponent(APP_ORIGIN)}`;
const started = ok({ verificationToken: 's1', url: URL_OF_SESSION });

afterEach(() => vi.useRealTimers());

function start(answers: Record<string, Answer[]>, { addressCard = false } = {}) {
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
  const refreshPlayer = vi.fn();
  const rememberSuccess = vi.fn();
  const ignored: string[] = [];
  const implementations = idenfyImplementations({
    onIgnored: (reason) => ignored.push(reason),
    api,
    providerOrigins: [PROVIDER_ORIGIN],
    providerFrame: () => frame as unknown as Window,
    messageTarget: messages,
    returnOrigin: APP_ORIGIN,
    addressCardVerification: () => addressCard,
    refreshPlayer,
    rememberSuccess,
  });
  const actor = createActor(loadFlow(idenfyFlow, asHosted(implementations))).start();
  /** a message as the iDenfy frame posts it */
  const fromFrame = (data: unknown) => post(messages, data, PROVIDER_ORIGIN, frame);
  return { actor, calls, messages, frame, fromFrame, refreshPlayer, rememberSuccess, ignored };
}

async function toFrame(run: ReturnType<typeof start>) {
  run.actor.send({ type: 'UPLOAD' });
  await waitFor(run.actor, (s) => s.matches('frame'));
}

describe('verification-idenfy flow (spec 1 §4 "Identity frame")', () => {
  it('intro → the verify call with a key and our origin → the frame at the answered URL → a status → waiting → approved: done', async () => {
    const run = start({ startIdenfyVerification: [started], idenfyVerificationStatus: [ok({ status: 'approved' })] });
    expect(run.actor.getSnapshot().value).toBe('intro');
    await toFrame(run);
    expect(run.calls[0]).toMatchObject({ endpoint: 'startIdenfyVerification', payload: { returnOrigin: APP_ORIGIN }, idempotencyKey: expect.any(String) as string });
    expect(run.actor.getSnapshot().context).toMatchObject({ verificationToken: 's1', url: URL_OF_SESSION, attemptKey: null });
    run.fromFrame({ status: 'approved', manualStatus: 'waiting' });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('verified');
    expect(run.calls[1]).toMatchObject({ endpoint: 'idenfyVerificationStatus', payload: { verificationToken: 's1' } });
    expect(run.refreshPlayer).toHaveBeenCalledTimes(1);
    expect(run.rememberSuccess).toHaveBeenCalledTimes(1);
  });

  it('forged messages change nothing: another origin, another window, a malformed payload, both statuses empty', async () => {
    const run = start({ startIdenfyVerification: [started], idenfyVerificationStatus: [ok({ status: 'approved' })] });
    await toFrame(run);
    post(run.messages, { status: 'approved', manualStatus: 'approved' }, APP_ORIGIN, run.frame);
    post(run.messages, { status: 'approved', manualStatus: 'approved' }, 'https://evil.example', run.frame);
    post(run.messages, { status: 'approved', manualStatus: 'approved' }, PROVIDER_ORIGIN, fakeWindow());
    run.fromFrame({ status: 'approved' });
    run.fromFrame({ status: '<b>', manualStatus: '' });
    run.fromFrame({ status: '', manualStatus: '' });
    await flush();
    expect(run.actor.getSnapshot().value).toBe('frame');
    expect(run.calls.map((call) => call.endpoint)).toEqual(['startIdenfyVerification']);
    // each was heard and dropped with its reason (the frame element lists them for QA and e2e)
    expect(run.ignored).toEqual(['origin', 'origin', 'source', 'payload', 'payload', 'no-status']);
    run.fromFrame({ status: '', manualStatus: 'waiting' });
    await waitFor(run.actor, (s) => s.status === 'done');
  });

  it('with address-card verification on, a message with empty statuses moves on', async () => {
    const run = start({ startIdenfyVerification: [started], idenfyVerificationStatus: [ok({ status: 'approved' })] }, { addressCard: true });
    await toFrame(run);
    run.fromFrame({ status: '', manualStatus: '' });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(isIdenfyAnswer({ status: ' ', manualStatus: '' }, false)).toBe(false);
  });

  it.each(['failed', 'cancelled', 'expired'] as const)('%s resets to step 1 with its notice', async (status) => {
    const run = start({ startIdenfyVerification: [started], idenfyVerificationStatus: [ok({ status })] });
    await toFrame(run);
    run.fromFrame({ status, manualStatus: '' });
    await waitFor(run.actor, (s) => s.matches('intro') && s.context.notice !== null);
    expect(run.actor.getSnapshot().context).toMatchObject({ notice: { key: status }, verificationToken: null, url: null });
    expect(run.rememberSuccess).not.toHaveBeenCalled();
  });

  it('a failed verify call resets to step 1 with the failure, and the next Upload is a new attempt', async () => {
    const run = start({ startIdenfyVerification: [fail(297), started] });
    run.actor.send({ type: 'UPLOAD' });
    await waitFor(run.actor, (s) => s.matches('intro') && s.context.notice !== null);
    expect(run.actor.getSnapshot().context.notice).toMatchObject({ errorCode: 297 });
    await toFrame(run);
    expect(run.calls[1]!.idempotencyKey).not.toBe(run.calls[0]!.idempotencyKey);
  });

  it('Cancel aborts the verify call; Cancel in the frame ends the listening (a later message changes nothing)', async () => {
    const run = start({});
    run.actor.send({ type: 'UPLOAD' });
    await waitFor(run.actor, (s) => s.matches('starting'));
    run.actor.send({ type: 'CANCEL' });
    expect(run.actor.getSnapshot().value).toBe('intro');
    expect(run.calls[0]!.signal?.aborted).toBe(true);

    const second = start({ startIdenfyVerification: [started] });
    await toFrame(second);
    second.actor.send({ type: 'CANCEL' });
    expect(second.actor.getSnapshot().value).toBe('intro');
    second.fromFrame({ status: 'approved', manualStatus: 'approved' });
    await flush();
    expect(second.actor.getSnapshot().value).toBe('intro');
    expect(second.calls.map((call) => call.endpoint)).toEqual(['startIdenfyVerification']);
  });

  it('waits while pending, asking every 5 s, and stops after the limit with "still in review"', async () => {
    vi.useFakeTimers();
    const pending = Array.from({ length: IDENFY_POLL_LIMIT + 5 }, () => ok({ status: 'pending' }));
    const run = start({ startIdenfyVerification: [started], idenfyVerificationStatus: pending });
    // promise callbacks only (vi.waitFor would move the fake clock)
    const settle = async () => {
      for (let round = 0; round < 10; round += 1) await vi.advanceTimersByTimeAsync(0);
    };
    run.actor.send({ type: 'UPLOAD' });
    await settle();
    expect(run.actor.getSnapshot().value).toBe('frame');
    run.fromFrame({ status: 'approved', manualStatus: 'waiting' });
    await settle();
    expect(run.actor.getSnapshot().value).toBe('waitingPause');
    const statusCalls = () => run.calls.filter((call) => call.endpoint === 'idenfyVerificationStatus').length;
    expect(statusCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(IDENFY_POLL_MS - 1);
    expect(statusCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(statusCalls()).toBe(2);
    await vi.advanceTimersByTimeAsync(IDENFY_POLL_MS * IDENFY_POLL_LIMIT);
    expect(run.actor.getSnapshot().value).toBe('stillReviewing');
    expect(statusCalls()).toBe(IDENFY_POLL_LIMIT);
    await vi.advanceTimersByTimeAsync(IDENFY_POLL_MS * 3);
    expect(statusCalls()).toBe(IDENFY_POLL_LIMIT);
  });

  it('a failed status call resets to step 1', async () => {
    const run = start({ startIdenfyVerification: [started], idenfyVerificationStatus: [fail(286)] });
    await toFrame(run);
    run.fromFrame({ status: 'approved', manualStatus: 'waiting' });
    await waitFor(run.actor, (s) => s.matches('intro') && s.context.notice !== null);
    expect(run.actor.getSnapshot().context.notice).toMatchObject({ errorCode: 286 });
  });
});
