// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { FlowCallError } from '../../../src/engine/flow-call-error';
import { createSocialLogin } from '../../../src/features/identification/social-login';
import { APP_ORIGIN, fakeHost, fakeWindow, flush, post, PROVIDER_ORIGIN } from '../../bridge/bridge-harness';

/** the n-th state nonce the tests hand out (the bridge's shape: 32 hex digits) */
const nonce = (n: number) => n.toString(16).padStart(32, '0');

function setup(provider = 'google', params?: Record<string, string>) {
  const { host, open, popups } = fakeHost({ width: 1000, height: 800 });
  const messageTarget = new EventTarget();
  let nonces = 0;
  // the bridge draws the state from crypto.getRandomValues: the n-th attempt gets nonce(n)
  vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(bytes: T): T => {
    const view = bytes as unknown as Uint8Array;
    view.fill(0);
    view[view.length - 1] = ++nonces;
    return bytes;
  });
  const social = createSocialLogin({
    provider,
    providerOrigin: PROVIDER_ORIGIN,
    returnOrigin: APP_ORIGIN,
    params,
    host,
    messageTarget,
  });
  const start = () => {
    const actor = createActor(social.logic);
    // an observer for the error, so XState does not report a rejected root actor as unhandled
    actor.subscribe({ error: () => undefined });
    actor.start();
    actors.push(actor);
    return actor;
  };
  return { social, open, popups, messageTarget, start };
}

const actors: AnyActorRef[] = [];
afterEach(() => {
  actors.splice(0).forEach((actor) => actor.stop());
  vi.restoreAllMocks();
});

const answer = (overrides: Record<string, unknown> = {}) => ({ type: 'social-login', provider: 'google', value: 'done', token: 'social-sess-1', state: nonce(1), ...overrides });

describe('createSocialLogin', () => {
  it('opens the provider page with provider, return origin, the attempt\'s state nonce and content parameters', () => {
    const { social, open, start } = setup('facebook', { version: 'v12.0', scope: 'public_profile,email' });
    start();
    expect(social.open()).toBe(true);
    const [url, target, features] = open.mock.calls[0]!;
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(`${PROVIDER_ORIGIN}/social-login.html`);
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      provider: 'facebook',
      returnOrigin: APP_ORIGIN,
      state: nonce(1),
      version: 'v12.0',
      scope: 'public_profile,email',
    });
    expect(target).toBe('social-login-facebook');
    expect(features).toBe('popup=yes,width=750,height=600,left=125,top=100');
    // the button again re-points the same popup at the same attempt
    social.open();
    expect(open.mock.calls[1]![0]).toBe(url);
  });

  it('opens nothing before an attempt runs, nor after it ended', async () => {
    const { social, open, popups, messageTarget, start } = setup();
    expect(social.open()).toBe(false);
    const actor = start();
    social.open();
    post(messageTarget, answer(), PROVIDER_ORIGIN, popups[0]);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(social.open()).toBe(false);
    expect(open).toHaveBeenCalledOnce();
  });

  it('makes a random 32-hex-digit state per attempt by default', () => {
    const { host, open } = fakeHost();
    const social = createSocialLogin({ provider: 'google', providerOrigin: PROVIDER_ORIGIN, returnOrigin: APP_ORIGIN, host, messageTarget: new EventTarget() });
    const actor = createActor(social.logic).start();
    actors.push(actor);
    social.open();
    expect(new URL(open.mock.calls[0]![0]).searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('resolves with the token as loginToken for a done answer from the provider popup with our nonce', async () => {
    const { social, popups, messageTarget, start } = setup();
    const actor = start();
    social.open();
    post(messageTarget, answer(), PROVIDER_ORIGIN, popups[0]);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ loginToken: 'social-sess-1' });
  });

  it('accepts the answer when the popup opens from a click after the wait started', async () => {
    const { social, popups, messageTarget, start } = setup();
    const actor = start();
    social.open();
    post(messageTarget, answer(), PROVIDER_ORIGIN, popups[0]);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ loginToken: 'social-sess-1' });
  });

  it('ignores a wrong state nonce, another provider, another origin and another window', async () => {
    const { social, popups, messageTarget, start } = setup();
    const actor = start();
    social.open();
    post(messageTarget, answer({ state: nonce(0) }), PROVIDER_ORIGIN, popups[0]);
    post(messageTarget, answer({ state: undefined }), PROVIDER_ORIGIN, popups[0]);
    post(messageTarget, answer({ provider: 'apple' }), PROVIDER_ORIGIN, popups[0]);
    post(messageTarget, answer(), 'https://evil.example', popups[0]);
    post(messageTarget, answer(), PROVIDER_ORIGIN, fakeWindow());
    post(messageTarget, answer({ token: '' }), PROVIDER_ORIGIN, popups[0]);
    await flush();
    expect(actor.getSnapshot().status).toBe('active');
    post(messageTarget, answer({ token: 'real' }), PROVIDER_ORIGIN, popups[0]);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ loginToken: 'real' });
  });

  it('accepts only the nonce of the running attempt', async () => {
    const { social, popups, messageTarget, start } = setup();
    const first = start();
    social.open();
    first.stop();
    const actor = start();
    social.open();
    post(messageTarget, answer({ state: nonce(1) }), PROVIDER_ORIGIN, popups[1]);
    await flush();
    expect(actor.getSnapshot().status).toBe('active');
    post(messageTarget, answer({ state: nonce(2) }), PROVIDER_ORIGIN, popups[1]);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
  });

  it('ignores every answer while no popup is open (blocked or closed)', async () => {
    const { messageTarget, start } = setup();
    const actor = start();
    post(messageTarget, answer(), PROVIDER_ORIGIN, null);
    await flush();
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('rejects a cancel with error 302', async () => {
    const { social, popups, messageTarget, start } = setup();
    const actor = start();
    social.open();
    post(messageTarget, answer({ value: 'cancelled', token: undefined }), PROVIDER_ORIGIN, popups[0]);
    // waitFor rejects with the actor's error
    await expect(waitFor(actor, (snapshot) => snapshot.status === 'done')).rejects.toBeInstanceOf(FlowCallError);
    expect(actor.getSnapshot().status).toBe('error');
    const error = actor.getSnapshot().error;
    expect(error).toBeInstanceOf(FlowCallError);
    expect((error as FlowCallError).cause).toEqual({ errorCode: 302, kind: 'server' });
  });

  it('rejects with error 302 when the player closes the popup without answering', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { social, popups, start } = setup();
      const actor = start();
      social.open();
      vi.advanceTimersByTime(1000);
      expect(actor.getSnapshot().status).toBe('active');
      popups[0]!.closed = true;
      vi.advanceTimersByTime(500);
      await flush();
      expect(actor.getSnapshot().status).toBe('error');
      expect((actor.getSnapshot().error as FlowCallError).cause).toEqual({ errorCode: 302, kind: 'server' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the popup and stops listening when it is stopped', async () => {
    const { social, popups, messageTarget, start } = setup();
    const actor = start();
    social.open();
    actor.stop();
    expect(popups[0]!.closed).toBe(true);
    popups[0]!.closed = false;
    post(messageTarget, answer(), PROVIDER_ORIGIN, popups[0]);
    await flush();
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(actor.getSnapshot().output).toBeUndefined();
  });
});
