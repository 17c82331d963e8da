// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChannelEndedError } from '../../../src/bridge';
import { collectFingerprint, FINGERPRINT_TIMEOUT_MS } from '../../../src/features/cashier/collect-fingerprint';
import { post, PROVIDER_ORIGIN } from '../../bridge/bridge-harness';

function start(url = `${PROVIDER_ORIGIN}/interfaces/fingerprint.html?reference=dep-1&returnOrigin=http%3A%2F%2Flocalhost%3A4173`) {
  const messageTarget = new EventTarget();
  const promise = collectFingerprint({ url, signal: new AbortController().signal, messageTarget });
  const frame = document.querySelector('iframe')!;
  const nonce = new URLSearchParams(new URL(frame.src).hash.slice(1)).get('nonce') ?? '';
  return { promise, frame, nonce, messageTarget };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('collectFingerprint (spec 2 §3 fingerprint frame)', () => {
  it('resolves with the hidden frame’s answer and removes the frame', async () => {
    const { promise, frame, nonce, messageTarget } = start();
    expect(frame.hidden).toBe(true);
    post(messageTarget, { type: 'fingerprint', value: 'done', nonce }, PROVIDER_ORIGIN, frame.contentWindow);
    await expect(promise).resolves.toBe('done');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('ignores forged answers: another origin, another window, a wrong nonce, a wrong shape', async () => {
    const { promise, frame, nonce, messageTarget } = start();
    let settled = false;
    void promise.then(() => (settled = true));
    post(messageTarget, { type: 'fingerprint', value: 'done', nonce }, 'https://evil.example', frame.contentWindow);
    post(messageTarget, { type: 'fingerprint', value: 'done', nonce }, PROVIDER_ORIGIN, window);
    post(messageTarget, { type: 'fingerprint', value: 'done', nonce: '0'.repeat(32) }, PROVIDER_ORIGIN, frame.contentWindow);
    post(messageTarget, { type: 'fingerprint', value: 'collected', nonce }, PROVIDER_ORIGIN, frame.contentWindow);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    post(messageTarget, { type: 'fingerprint', value: 'failed', nonce }, PROVIDER_ORIGIN, frame.contentWindow);
    await expect(promise).resolves.toBe('failed');
  });

  it('refuses a fingerprint URL that is no provider origin', async () => {
    await expect(collectFingerprint({ url: 'https://evil.example/fp.html', signal: new AbortController().signal, messageTarget: new EventTarget() })).rejects.toThrow(/not an allowed origin/);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('ends with a time-out when the frame does not answer', async () => {
    vi.useFakeTimers();
    const { promise } = start();
    const caught = promise.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(FINGERPRINT_TIMEOUT_MS);
    expect(await caught).toBeInstanceOf(ChannelEndedError);
  });
});
