// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowCallError } from '../../../src/engine/flow-call-error';
import { encryptFields, ENCRYPTION_TIMEOUT_MS } from '../../../src/features/cashier/encrypt-fields';
import { post, PROVIDER_ORIGIN } from '../../bridge/bridge-harness';

const APP_ORIGIN = 'http://localhost:4173';
const VALUES = { cardNumber: '4111111111111111', cvv: '123' };

function start() {
  const messageTarget = new EventTarget();
  const promise = encryptFields({ encryptionType: 'cse', values: VALUES, signal: new AbortController().signal, returnOrigin: APP_ORIGIN, messageTarget });
  const frame = document.querySelector('iframe')!;
  const url = new URL(frame.src);
  const nonce = new URLSearchParams(url.hash.slice(1)).get('nonce') ?? '';
  const posted: unknown[] = [];
  vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation((data: unknown, origin: unknown) => void posted.push({ data, origin }));
  return { promise, frame, url, nonce, messageTarget, posted };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('encryptFields (spec 2 §4 encrypted fields)', () => {
  it('opens /interfaces/encryption/{type}.html hidden, posts the values to that frame only after ready, resolves with the encrypted values', async () => {
    const { promise, frame, url, nonce, messageTarget, posted } = start();
    expect(url.origin + url.pathname).toBe(`${PROVIDER_ORIGIN}/interfaces/encryption/cse.html`);
    expect(url.search).not.toContain('4111');
    expect(frame.hidden).toBe(true);
    expect(posted).toHaveLength(0);
    post(messageTarget, { type: 'ready', nonce }, PROVIDER_ORIGIN, frame.contentWindow);
    await tick();
    expect(posted).toEqual([{ data: { type: 'encrypt', values: VALUES }, origin: PROVIDER_ORIGIN }]);
    post(messageTarget, { type: 'encrypted', nonce, fields: { cardNumber: 'enc:cse:AAA', cvv: 'enc:cse:BBB' } }, PROVIDER_ORIGIN, frame.contentWindow);
    await expect(promise).resolves.toEqual({ cardNumber: 'enc:cse:AAA', cvv: 'enc:cse:BBB' });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('never hands the values to a forged ready (another origin, another window, a wrong nonce)', async () => {
    const { frame, nonce, messageTarget, posted, promise } = start();
    promise.catch(() => undefined);
    post(messageTarget, { type: 'ready', nonce }, 'https://evil.example', frame.contentWindow);
    post(messageTarget, { type: 'ready', nonce }, PROVIDER_ORIGIN, window);
    post(messageTarget, { type: 'ready', nonce: 'a'.repeat(32) }, PROVIDER_ORIGIN, frame.contentWindow);
    await tick();
    expect(posted).toHaveLength(0);
  });

  it('fails on encryptionFailed and on an answer that leaves a field out', async () => {
    const first = start();
    post(first.messageTarget, { type: 'encryptionFailed', nonce: first.nonce }, PROVIDER_ORIGIN, first.frame.contentWindow);
    expect(((await first.promise.catch((error: unknown) => error)) as FlowCallError).cause).toMatchObject({ kind: 'server', errorCode: 'encryptionFailed' });
    const second = start();
    post(second.messageTarget, { type: 'encrypted', nonce: second.nonce, fields: { cardNumber: 'enc:cse:AAA' } }, PROVIDER_ORIGIN, second.frame.contentWindow);
    expect(await second.promise.catch((error: unknown) => error)).toBeInstanceOf(FlowCallError);
  });

  it('gives up after 5 seconds with a time-out and removes the frame', async () => {
    vi.useFakeTimers();
    const { promise } = start();
    const caught = promise.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(ENCRYPTION_TIMEOUT_MS - 1);
    expect(document.querySelector('iframe')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(((await caught) as FlowCallError).cause).toMatchObject({ kind: 'timeout' });
    expect(document.querySelector('iframe')).toBeNull();
  });
});
