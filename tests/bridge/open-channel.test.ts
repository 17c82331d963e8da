// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChannelEndedError, openChannel, type OpenChannelOptions } from '../../src/bridge/open-channel';
import { createProviderWindow } from '../../src/bridge/provider-window';
import { fakeHost, fakeWindow, flush, NONCE, post, PROVIDER_ORIGIN, type FakeWindow } from './bridge-harness';

const URL_OF_PAGE = `${PROVIDER_ORIGIN}/identification.html?method=idin&session=s1`;
const done = (nonce = NONCE) => ({ type: 'identification', value: 'done', method: 'idin', session: 's1', nonce });

function popupChannel(overrides: Partial<OpenChannelOptions<'identification'>> = {}, host = fakeHost()) {
  const messageTarget = new EventTarget();
  const removeSpy = vi.spyOn(messageTarget, 'removeEventListener');
  const controller = new AbortController();
  const popup = createProviderWindow(host.host);
  const channel = openChannel({
    kind: 'identification',
    target: { type: 'popup', popup },
    url: URL_OF_PAGE,
    allowedOrigins: [PROVIDER_ORIGIN],
    timeoutMs: null,
    signal: controller.signal,
    messageTarget,
    createNonce: () => NONCE,
    closedCheckMs: 10,
    ...overrides,
  });
  return { channel, messageTarget, removeSpy, controller, popup, ...host };
}

const listenerRemoved = (spy: ReturnType<typeof vi.spyOn>) => expect(spy).toHaveBeenCalledWith('message', expect.any(Function));

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('openChannel: opening', () => {
  it('opens the popup at once, at the URL with the nonce in its fragment', () => {
    const { channel, open } = popupChannel();
    expect(channel.url).toBe(`${URL_OF_PAGE}#nonce=${NONCE}`);
    expect(channel.nonce).toBe(NONCE);
    expect(open).toHaveBeenCalledExactlyOnceWith(channel.url, 'identification-provider', expect.any(String));
  });

  it('keeps a fragment the page already had', () => {
    const { channel } = popupChannel({ url: `${URL_OF_PAGE}#lang=en` });
    expect(new URLSearchParams(new URL(channel.url).hash.slice(1)).get('lang')).toBe('en');
    expect(new URLSearchParams(new URL(channel.url).hash.slice(1)).get('nonce')).toBe(NONCE);
  });

  it('makes a fresh random nonce of 32 hex digits per channel by default', () => {
    const first = popupChannel({ createNonce: undefined }).channel;
    const second = popupChannel({ createNonce: undefined }).channel;
    expect(first.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(second.nonce).not.toBe(first.nonce);
  });

  it('opens a popup later, from a click, when asked to wait for one', () => {
    const host = fakeHost();
    const { channel, open } = popupChannel({ target: { type: 'popup', popup: createProviderWindow(host.host), openNow: false } }, host);
    expect(open).not.toHaveBeenCalled();
    expect(channel.open()).toBe(true);
    expect(open).toHaveBeenCalledWith(channel.url, 'identification-provider', expect.any(String));
  });

  it('refuses a URL outside the allowed origins', () => {
    expect(() => popupChannel({ url: 'https://evil.example/identification.html' })).toThrow(/not an allowed origin/);
  });

  it('adds a hidden frame at the URL and removes it when the channel closes', () => {
    const channel = openChannel({
      kind: 'fingerprint',
      target: { type: 'hidden-frame', title: 'Fingerprint' },
      url: `${PROVIDER_ORIGIN}/interfaces/fingerprint.html`,
      allowedOrigins: [PROVIDER_ORIGIN],
      timeoutMs: 5000,
      signal: new AbortController().signal,
      messageTarget: new EventTarget(),
    });
    const frame = document.querySelector('iframe')!;
    expect(frame.src).toBe(channel.url);
    expect(frame.hidden).toBe(true);
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    channel.close();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('openChannel: messages', () => {
  it('reads a frame window when the message arrives, so a frame rendered after opening counts', async () => {
    const messageTarget = new EventTarget();
    let frame: FakeWindow | null = null;
    const channel = openChannel({
      kind: 'identification',
      target: { type: 'frame', window: () => frame as unknown as Window | null },
      url: URL_OF_PAGE,
      allowedOrigins: [PROVIDER_ORIGIN],
      timeoutMs: null,
      signal: new AbortController().signal,
      messageTarget,
      createNonce: () => NONCE,
    });
    post(messageTarget, done(), PROVIDER_ORIGIN, fakeWindow());
    frame = fakeWindow();
    post(messageTarget, done(), PROVIDER_ORIGIN, frame);
    await expect(channel.next()).resolves.toEqual(done());
    channel.close();
  });

  it('keeps valid messages that arrive before next() is asked, in order', async () => {
    const { channel, messageTarget, popups } = popupChannel();
    post(messageTarget, { ...done(), value: 'rejected' }, PROVIDER_ORIGIN, popups[0]);
    post(messageTarget, done(), PROVIDER_ORIGIN, popups[0]);
    await expect(channel.next()).resolves.toMatchObject({ value: 'rejected' });
    await expect(channel.next()).resolves.toMatchObject({ value: 'done' });
    channel.close();
  });

  it('takes the messages of the popup opened last (a blocked popup re-opened from a click)', async () => {
    const { host, open, popups } = fakeHost();
    let blocked = true;
    const blockingHost = { ...host, open: (url: string, target: string, features?: string) => (blocked ? null : open(url, target, features)) };
    const { channel, messageTarget } = popupChannel({}, { host: blockingHost, open, popups });
    expect(channel.open()).toBe(false);
    blocked = false;
    expect(channel.open()).toBe(true);
    post(messageTarget, done(), PROVIDER_ORIGIN, popups[0]);
    await expect(channel.next()).resolves.toEqual(done());
    channel.close();
  });

  it('applies a further condition (a social login answer for another provider is ignored)', async () => {
    const messageTarget = new EventTarget();
    const host = fakeHost();
    const channel = openChannel({
      kind: 'social-login',
      target: { type: 'popup', popup: createProviderWindow(host.host) },
      url: `${PROVIDER_ORIGIN}/social-login.html?provider=google`,
      allowedOrigins: [PROVIDER_ORIGIN],
      timeoutMs: null,
      signal: new AbortController().signal,
      messageTarget,
      createNonce: () => NONCE,
      accept: (message) => message.provider === 'google',
    });
    expect(new URL(channel.url).searchParams.get('state')).toBe(NONCE);
    const answer = { type: 'social-login', provider: 'google', value: 'done', token: 't', state: NONCE };
    post(messageTarget, { ...answer, provider: 'apple' }, PROVIDER_ORIGIN, host.popups[0]);
    post(messageTarget, answer, PROVIDER_ORIGIN, host.popups[0]);
    await expect(channel.next()).resolves.toEqual(answer);
    channel.close();
  });

  it('posts to the window it opened at the origin it opened, never to "*"', () => {
    const postMessage = vi.fn();
    const frame = { postMessage } as unknown as Window;
    const channel = openChannel({
      kind: 'payment-result',
      target: { type: 'frame', window: () => frame },
      url: `${PROVIDER_ORIGIN}/pay?ref=1`,
      allowedOrigins: [PROVIDER_ORIGIN],
      timeoutMs: null,
      signal: new AbortController().signal,
      messageTarget: new EventTarget(),
    });
    expect(channel.post({ redirectUrl: 'https://x' })).toBe(true);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ redirectUrl: 'https://x' }, PROVIDER_ORIGIN);
    channel.close();
    expect(channel.post({})).toBe(false);
  });
});

describe('openChannel: ending', () => {
  it('ends with window-closed when the popup that was open is closed, and removes the listener', async () => {
    const { channel, popups, removeSpy } = popupChannel();
    const next = channel.next();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(channel.ended).toBeNull();
    popups[0]!.closed = true;
    await expect(next).rejects.toEqual(new ChannelEndedError('window-closed'));
    listenerRemoved(removeSpy);
  });

  it('does not end for a popup the browser blocked (it is opened again from a click)', async () => {
    const { channel } = popupChannel({}, { ...fakeHost(), host: { open: () => null, screen: { width: 1200, height: 800 } } });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(channel.ended).toBeNull();
    channel.close();
  });

  it('hands out a message the popup sent before it closed itself', async () => {
    const { channel, popups, messageTarget } = popupChannel();
    post(messageTarget, done(), PROVIDER_ORIGIN, popups[0]);
    popups[0]!.closed = true;
    await new Promise((resolve) => setTimeout(resolve, 30));
    await expect(channel.next()).resolves.toEqual(done());
  });

  it('ends with timeout, closes the popup and removes the listener', async () => {
    vi.useFakeTimers();
    const { channel, popups, removeSpy } = popupChannel({ timeoutMs: 5000, closedCheckMs: 100_000 });
    const next = channel.next();
    vi.advanceTimersByTime(4999);
    expect(channel.ended).toBeNull();
    vi.advanceTimersByTime(1);
    await expect(next).rejects.toMatchObject({ reason: 'timeout' });
    expect(popups[0]!.closed).toBe(true);
    listenerRemoved(removeSpy);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends with aborted (the abort reason as cause), closes the popup and removes every listener and timer', async () => {
    vi.useFakeTimers();
    const { channel, controller, popups, removeSpy } = popupChannel({ timeoutMs: 5000 });
    const next = channel.next();
    const reason = new Error('the player went back');
    controller.abort(reason);
    await expect(next).rejects.toMatchObject({ reason: 'aborted', cause: reason });
    expect(popups[0]!.closed).toBe(true);
    listenerRemoved(removeSpy);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('listens to nothing when the signal is aborted already', async () => {
    const controller = new AbortController();
    controller.abort();
    const messageTarget = new EventTarget();
    const addSpy = vi.spyOn(messageTarget, 'addEventListener');
    const { channel } = popupChannel({ signal: controller.signal, messageTarget });
    expect(addSpy).not.toHaveBeenCalled();
    await expect(channel.next()).rejects.toMatchObject({ reason: 'aborted' });
  });

  it('stop() stops listening and leaves the popup to close itself; close() closes it', async () => {
    const first = popupChannel();
    first.channel.stop();
    expect(first.popups[0]!.closed).toBe(false);
    listenerRemoved(first.removeSpy);
    post(first.messageTarget, done(), PROVIDER_ORIGIN, first.popups[0]);
    await flush();
    await expect(first.channel.next()).rejects.toMatchObject({ reason: 'closed' });
    expect(first.channel.open()).toBe(false);
    const second = popupChannel();
    second.channel.close();
    expect(second.popups[0]!.closed).toBe(true);
  });
});
