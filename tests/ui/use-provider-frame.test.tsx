import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FrameSlot } from '../../src/bridge';
import { useProviderFrame, type FrameVerdict } from '../../src/ui/use-provider-frame';

const PROVIDER = 'http://localhost:5174';
const URL_A = `${PROVIDER}/payment.html?reference=a`;

/** A stand-in for the rendered iframe's window: what the app posts to it is recorded. */
function frameSlot() {
  const frameWindow = { postMessage: vi.fn() };
  const slot: FrameSlot = { attach: () => undefined, window: () => frameWindow as unknown as Window };
  return { slot, frameWindow };
}

function post(data: unknown, source: unknown, origin = PROVIDER) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }));
  });
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

type Handler = (message: { type: string; value: string }, reply: (data: unknown) => void) => FrameVerdict | Promise<FrameVerdict>;

function render(slot: FrameSlot, onMessage: Handler, url: string | null = URL_A) {
  return renderHook(({ url: current, handler }: { url: string | null; handler: Handler }) => useProviderFrame({ kind: 'payment-result', url: current, slot, onMessage: handler, allowedOrigins: [PROVIDER] }), {
    initialProps: { url, handler: onMessage },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('useProviderFrame', () => {
  it('gives the frame address, hands the frame its messages in turn and replies at the provider origin', async () => {
    const { slot, frameWindow } = frameSlot();
    const heard: string[] = [];
    const hook = render(slot, (message, reply) => {
      heard.push(message.value);
      reply({ type: 'deposit', value: 'redirect', redirectUrl: `${PROVIDER}/done` });
      return 'listen';
    });
    expect(hook.result.current).toBe(URL_A);
    post({ type: 'deposit', value: 'confirm' }, frameWindow);
    await flush();
    post({ type: 'deposit', value: 'waiting' }, frameWindow);
    await flush();
    expect(heard).toEqual(['confirm', 'waiting']);
    expect(frameWindow.postMessage).toHaveBeenCalledWith({ type: 'deposit', value: 'redirect', redirectUrl: `${PROVIDER}/done` }, PROVIDER);
    hook.unmount();
  });

  it('never hands over a forged message: another origin, another window, a wrong shape — each noted on the frame', async () => {
    const { slot, frameWindow } = frameSlot();
    const noted: string[] = [];
    slot.noteIgnored = (reason) => noted.push(reason);
    const onMessage = vi.fn((): FrameVerdict => 'listen');
    const hook = render(slot, onMessage);
    post({ type: 'deposit', value: 'ok' }, frameWindow, 'http://localhost:4185');
    post({ type: 'deposit', value: 'ok' }, window);
    post({ type: 'deposit', value: 42 }, frameWindow);
    post({ type: 'withdrawal', value: 'ok' }, frameWindow);
    await flush();
    expect(onMessage).not.toHaveBeenCalled();
    // the frame element's data-ignored-messages (createFrameSlot) says why each was dropped
    expect(noted).toEqual(['origin', 'source', 'payload', 'payload']);
    post({ type: 'deposit', value: 'ok' }, frameWindow);
    await flush();
    expect(onMessage).toHaveBeenCalledTimes(1);
    hook.unmount();
  });

  it('takes the next message only after the handler settled, and none after it said stop', async () => {
    const { slot, frameWindow } = frameSlot();
    const heard: string[] = [];
    let release: () => void = () => undefined;
    const hook = render(slot, async (message) => {
      heard.push(`start ${message.value}`);
      if (message.value === 'confirm') await new Promise<void>((resolve) => (release = resolve));
      heard.push(`end ${message.value}`);
      return message.value === 'ok' ? 'stop' : 'listen';
    });
    post({ type: 'deposit', value: 'confirm' }, frameWindow);
    post({ type: 'deposit', value: 'ok' }, frameWindow);
    await flush();
    expect(heard).toEqual(['start confirm']);
    release();
    await flush();
    post({ type: 'deposit', value: 'failed' }, frameWindow);
    await flush();
    expect(heard).toEqual(['start confirm', 'end confirm', 'start ok', 'end ok']);
    hook.unmount();
  });

  it('uses the latest handler without reopening the frame, opens nothing without an address and hears nothing once gone', async () => {
    const { slot, frameWindow } = frameSlot();
    const first = vi.fn((): FrameVerdict => 'listen');
    const second = vi.fn((): FrameVerdict => 'listen');
    const hook = render(slot, first);
    const opened = hook.result.current;
    hook.rerender({ url: URL_A, handler: second });
    expect(hook.result.current).toBe(opened);
    post({ type: 'deposit', value: 'waiting' }, frameWindow);
    await flush();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);

    hook.rerender({ url: null, handler: second });
    expect(hook.result.current).toBeNull();
    post({ type: 'deposit', value: 'ok' }, frameWindow);
    await flush();
    expect(second).toHaveBeenCalledTimes(1);

    hook.rerender({ url: URL_A, handler: second });
    hook.unmount();
    post({ type: 'deposit', value: 'ok' }, frameWindow);
    await flush();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('puts the nonce of a kind that echoes one into the frame address, and hears only messages with that nonce', async () => {
    const { slot, frameWindow } = frameSlot();
    const onMessage = vi.fn((): FrameVerdict => 'stop');
    const hook = renderHook(() => useProviderFrame({ kind: 'fingerprint', url: `${PROVIDER}/interfaces/fingerprint.html`, slot, onMessage, allowedOrigins: [PROVIDER] }));
    const src = hook.result.current ?? '';
    const nonce = new URLSearchParams(new URL(src).hash.slice(1)).get('nonce');
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    post({ type: 'fingerprint', value: 'done', nonce: '0f1e2d3c4b5a69788796a5b4c3d2e1f0' }, frameWindow);
    await flush();
    expect(onMessage).not.toHaveBeenCalled();
    post({ type: 'fingerprint', value: 'done', nonce }, frameWindow);
    await flush();
    expect(onMessage).toHaveBeenCalledTimes(1);
    hook.unmount();
  });
});
