// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowCallError } from '../../../src/engine/flow-call-error';
import { createPaymentToken, TOKEN_FRAME_TIMEOUT_MS } from '../../../src/features/cashier/create-payment-token';
import { post, PROVIDER_ORIGIN } from '../../bridge/bridge-harness';

const APP_ORIGIN = 'http://localhost:4173';

function start(controller = new AbortController()) {
  const messageTarget = new EventTarget();
  const promise = createPaymentToken({ providerId: 104, methodId: 400001, amount: '5000.00', currency: 'HUF', signal: controller.signal, returnOrigin: APP_ORIGIN, messageTarget });
  const frame = document.querySelector('iframe');
  if (!frame) throw new Error('no hidden frame');
  const url = new URL(frame.src);
  const nonce = new URLSearchParams(url.hash.slice(1)).get('nonce') ?? '';
  return { promise, frame, url, nonce, messageTarget, controller };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('createPaymentToken (spec 2 §4 token flow)', () => {
  it('opens the hidden /interfaces/{provider}-{methodId}.html frame on the provider origin with the amount, never card data', () => {
    const { url, frame, nonce, controller, promise } = start();
    promise.catch(() => undefined);
    expect(url.origin).toBe(PROVIDER_ORIGIN);
    expect(url.pathname).toBe('/interfaces/104-400001.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({ amount: '5000.00', currency: 'HUF', returnOrigin: APP_ORIGIN });
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(frame.hidden).toBe(true);
    controller.abort();
  });

  it('passes getPreDepositInfo\'s parameters in the frame address; none can replace the amount, currency or return origin', () => {
    const controller = new AbortController();
    const promise = createPaymentToken({
      providerId: 104,
      methodId: 400001,
      amount: '5000.00',
      currency: 'HUF',
      preDeposit: [
        { name: 'preDepositSession', value: 'pre-0123456789abcdef' },
        { name: 'amount', value: '1.00' },
        { name: 'returnOrigin', value: 'https://evil.example' },
        { name: 'bad name', value: 'x' },
        { name: 'tooLong', value: 'x'.repeat(257) },
      ],
      signal: controller.signal,
      returnOrigin: APP_ORIGIN,
      messageTarget: new EventTarget(),
    });
    promise.catch(() => undefined);
    const url = new URL(document.querySelector('iframe')?.src ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({ amount: '5000.00', currency: 'HUF', returnOrigin: APP_ORIGIN, preDepositSession: 'pre-0123456789abcdef' });
    controller.abort();
  });

  it('resolves with the token fields of createPaymentToken and removes the frame', async () => {
    const { promise, frame, nonce, messageTarget } = start();
    post(messageTarget, { type: 'createPaymentToken', nonce, fields: { paymentToken: 'tok_abc' } }, PROVIDER_ORIGIN, frame.contentWindow);
    await expect(promise).resolves.toEqual({ paymentToken: 'tok_abc' });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('rejects errorCreatePaymentToken as the PaymentGatewayException 119 with its subcode', async () => {
    const { promise, frame, nonce, messageTarget } = start();
    post(messageTarget, { type: 'errorCreatePaymentToken', nonce, error: 'refused', subCode: '7' }, PROVIDER_ORIGIN, frame.contentWindow);
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FlowCallError);
    expect((error as FlowCallError).cause).toMatchObject({ kind: 'server', errorCode: 119, errorSubCode: '7', error: 'PaymentGatewayException' });
  });

  it('ignores forged tokens: another origin, another window, a wrong nonce', async () => {
    const { promise, frame, nonce, messageTarget } = start();
    let settled = false;
    void promise.then(() => (settled = true));
    post(messageTarget, { type: 'createPaymentToken', nonce, fields: { paymentToken: 'tok_forged' } }, 'https://evil.example', frame.contentWindow);
    post(messageTarget, { type: 'createPaymentToken', nonce, fields: { paymentToken: 'tok_forged' } }, PROVIDER_ORIGIN, window);
    post(messageTarget, { type: 'createPaymentToken', nonce: 'f'.repeat(32), fields: { paymentToken: 'tok_forged' } }, PROVIDER_ORIGIN, frame.contentWindow);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    post(messageTarget, { type: 'createPaymentToken', nonce, fields: { paymentToken: 'tok_real' } }, PROVIDER_ORIGIN, frame.contentWindow);
    await expect(promise).resolves.toEqual({ paymentToken: 'tok_real' });
  });

  it('gives up with a time-out when the frame does not answer', async () => {
    vi.useFakeTimers();
    const { promise } = start();
    const caught = promise.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(TOKEN_FRAME_TIMEOUT_MS);
    expect(((await caught) as FlowCallError).cause).toMatchObject({ kind: 'timeout' });
    expect(document.querySelector('iframe')).toBeNull();
  });
});
