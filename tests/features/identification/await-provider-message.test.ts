// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { abortError, awaitProviderMessage, ProviderClosedError } from '../../../src/features/identification/await-provider-message';
import { fakeWindow, flush, post, PROVIDER_ORIGIN, type FakeWindow } from './provider-harness';

const DONE = { type: 'identification', value: 'done', method: 'idin', session: 's1' };

function setup(options: { isClosed?: () => boolean } = {}) {
  const target = new EventTarget();
  const popup = fakeWindow();
  const controller = new AbortController();
  let settled: { value?: unknown; error?: unknown } | null = null;
  const removeSpy = vi.spyOn(target, 'removeEventListener');
  const promise = awaitProviderMessage({
    target,
    origins: [PROVIDER_ORIGIN],
    source: () => popup as unknown as Window,
    signal: controller.signal,
    isClosed: options.isClosed,
    closedCheckMs: 10,
  });
  promise.then(
    (value) => (settled = { value }),
    (error: unknown) => (settled = { error }),
  );
  return { target, popup, controller, promise, removeSpy, settled: () => settled };
}

describe('awaitProviderMessage', () => {
  it('resolves with identification/done from the provider origin and the window we opened', async () => {
    const { target, popup, promise } = setup();
    post(target, DONE, PROVIDER_ORIGIN, popup);
    await expect(promise).resolves.toEqual({ type: 'identification', value: 'done' });
  });

  it('ignores forged messages: another origin, another window, malformed payloads, another type', async () => {
    const { target, popup, settled, promise } = setup();
    const stranger: FakeWindow = fakeWindow();
    post(target, DONE, 'https://evil.example', popup);
    post(target, DONE, PROVIDER_ORIGIN, stranger);
    post(target, DONE, PROVIDER_ORIGIN, null);
    post(target, 'identification/done', PROVIDER_ORIGIN, popup);
    post(target, { type: 'identification', value: 'approved' }, PROVIDER_ORIGIN, popup);
    post(target, { type: 'social-login', value: 'done' }, PROVIDER_ORIGIN, popup);
    await flush();
    expect(settled()).toBeNull();
    post(target, { type: 'identification', value: 'rejected' }, PROVIDER_ORIGIN, popup);
    await expect(promise).resolves.toEqual({ type: 'identification', value: 'rejected' });
  });

  it('reads the source when a message arrives, so a frame rendered after the call counts', async () => {
    const target = new EventTarget();
    let frame: FakeWindow | null = null;
    const promise = awaitProviderMessage({ target, origins: [PROVIDER_ORIGIN], source: () => frame as unknown as Window | null, signal: new AbortController().signal });
    frame = fakeWindow();
    post(target, { type: 'identification', value: 'cancelled' }, PROVIDER_ORIGIN, frame);
    await expect(promise).resolves.toEqual({ type: 'identification', value: 'cancelled' });
  });

  it('stops listening once it resolved', async () => {
    const { target, popup, promise, removeSpy } = setup();
    post(target, DONE, PROVIDER_ORIGIN, popup);
    await promise;
    expect(removeSpy).toHaveBeenCalledWith('message', expect.any(Function));
  });

  it('rejects with ProviderClosedError when the popup that was open is closed', async () => {
    let closed = false;
    const { promise, removeSpy, settled } = setup({ isClosed: () => closed });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(settled()).toBeNull();
    closed = true;
    await expect(promise).rejects.toBeInstanceOf(ProviderClosedError);
    expect(removeSpy).toHaveBeenCalledWith('message', expect.any(Function));
  });

  it('rejects with the abort reason and no longer listens', async () => {
    const { controller, promise, removeSpy } = setup();
    const reason = new Error('cancelled by the player');
    controller.abort(reason);
    await expect(promise).rejects.toBe(reason);
    expect(removeSpy).toHaveBeenCalledWith('message', expect.any(Function));
  });

  it('rejects at once when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const promise = awaitProviderMessage({ target: new EventTarget(), origins: [PROVIDER_ORIGIN], source: () => null, signal: controller.signal });
    await expect(promise).rejects.toBeInstanceOf(Error);
  });
});

describe('abortError', () => {
  it('is the reason when it is an Error, otherwise a generic Error', () => {
    const withError = new AbortController();
    const reason = new Error('x');
    withError.abort(reason);
    expect(abortError(withError.signal)).toBe(reason);
    const withString = new AbortController();
    withString.abort('no');
    expect(abortError(withString.signal)).toEqual(new Error('aborted'));
  });
});
