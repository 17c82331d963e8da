// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_KIND_POLICIES, type MessageKind } from '../../src/bridge/message-kinds';
import { openChannel, type Channel, type ChannelTarget } from '../../src/bridge/open-channel';
import { createProviderWindow } from '../../src/bridge/provider-window';
import { APP_ORIGIN, fakeHost, fakeWindow, flush, NONCE, OTHER_NONCE, post, PROVIDER_ORIGIN } from './bridge-harness';
import { SAMPLES } from './message-samples';

/**
 * Every message kind against every forgery (DESIGN §2.12, §5): each forged message is posted
 * first, then the genuine one; the channel must hand out the genuine one. Without the check under
 * test the forgery would be the first message out, so each case fails without its mechanism.
 */

const KINDS = Object.keys(MESSAGE_KIND_POLICIES) as MessageKind[];
/** how each kind is opened in real use: popups for people, visible frames for third parties, hidden frames for our interface pages */
const TARGET_OF: Record<MessageKind, 'popup' | 'frame' | 'hidden-frame'> = {
  identification: 'popup',
  'social-login': 'popup',
  'payment-result': 'frame',
  'withdrawal-result': 'frame',
  'three-ds-result': 'frame',
  idenfy: 'frame',
  verification: 'frame',
  'payment-token': 'hidden-frame',
  encryption: 'hidden-frame',
  fingerprint: 'hidden-frame',
  // the Apple Pay sheet is shown: the player confirms or cancels in it
  'apple-pay': 'frame',
};

const channels: Channel<MessageKind>[] = [];
afterEach(() => {
  channels.splice(0).forEach((channel) => channel.close());
  document.body.replaceChildren();
});

function open<K extends MessageKind>(kind: K) {
  const messageTarget = new EventTarget();
  const rejected = vi.fn();
  const { host, popups } = fakeHost();
  const frameWindow = fakeWindow();
  let target: ChannelTarget;
  if (TARGET_OF[kind] === 'popup') target = { type: 'popup', popup: createProviderWindow(host) };
  else if (TARGET_OF[kind] === 'frame') target = { type: 'frame', window: () => frameWindow as unknown as Window };
  else target = { type: 'hidden-frame', title: kind };
  const channel = openChannel({
    kind,
    target,
    url: `${PROVIDER_ORIGIN}/provider.html?session=s1`,
    allowedOrigins: [PROVIDER_ORIGIN],
    timeoutMs: null,
    signal: new AbortController().signal,
    messageTarget,
    createNonce: () => NONCE,
    onRejected: rejected,
  });
  channels.push(channel);
  const source = (): unknown => {
    if (TARGET_OF[kind] === 'popup') return popups[0];
    if (TARGET_OF[kind] === 'frame') return frameWindow;
    return document.querySelector('iframe')!.contentWindow;
  };
  return { channel, messageTarget, rejected, source };
}

interface Forgery {
  name: string;
  reason: string;
  origin?: string;
  /** 'stranger': a window we did not open; null: no source at all */
  source?: 'stranger' | null;
  data: (nonce: string) => unknown;
}

function forgeriesOf(kind: MessageKind): Forgery[] {
  const samples = SAMPLES[kind];
  const binding = MESSAGE_KIND_POLICIES[kind].nonce;
  const forgeries: Forgery[] = [
    { name: 'another origin', reason: 'origin', origin: 'https://evil.example', data: samples.valid },
    { name: "the app's own origin", reason: 'origin', origin: APP_ORIGIN, data: samples.valid },
    { name: 'the provider origin with a path-like suffix', reason: 'origin', origin: `${PROVIDER_ORIGIN}.evil.example`, data: samples.valid },
    { name: 'the provider origin, a window we did not open', reason: 'source', source: 'stranger', data: samples.valid },
    { name: 'the provider origin, no source window', reason: 'source', source: null, data: samples.valid },
    { name: 'a malformed payload', reason: 'payload', data: samples.malformed },
    { name: 'an unknown message type', reason: 'payload', data: samples.unknownType },
    { name: 'not an object', reason: binding ? 'nonce' : 'payload', data: () => `${kind}/done` },
  ];
  if (binding) {
    forgeries.push(
      {
        name: 'the right source without the nonce',
        reason: 'nonce',
        data: (nonce) => {
          const { [binding.field]: _dropped, ...rest } = samples.valid(nonce);
          return rest;
        },
      },
      { name: "the right source with another channel's nonce", reason: 'nonce', data: () => samples.valid(OTHER_NONCE) },
      { name: 'the right source with the nonce in upper case', reason: 'nonce', data: (nonce) => samples.valid(nonce.toUpperCase()) },
    );
  }
  if (samples.refusesExtraFields) forgeries.push({ name: 'an extra field', reason: 'payload', data: (nonce) => ({ ...samples.valid(nonce), extra: 'x' }) });
  return forgeries;
}

describe.each(KINDS)('forged %s messages', (kind) => {
  it('accepts the genuine message (the baseline every forgery is measured against)', async () => {
    const { channel, messageTarget, source, rejected } = open(kind);
    post(messageTarget, SAMPLES[kind].valid(NONCE), PROVIDER_ORIGIN, source());
    await expect(channel.next()).resolves.toEqual(SAMPLES[kind].valid(NONCE));
    expect(rejected).not.toHaveBeenCalled();
  });

  it.each(forgeriesOf(kind).map((forgery) => [forgery.name, forgery] as const))('ignores %s', async (_name, forgery) => {
    const { channel, messageTarget, source, rejected } = open(kind);
    const forgedSource = forgery.source === 'stranger' ? fakeWindow() : forgery.source === null ? null : source();
    post(messageTarget, forgery.data(NONCE), forgery.origin ?? PROVIDER_ORIGIN, forgedSource);
    await flush();
    expect(rejected).toHaveBeenCalledExactlyOnceWith(forgery.reason, expect.anything());
    post(messageTarget, SAMPLES[kind].valid(NONCE), PROVIDER_ORIGIN, source());
    await expect(channel.next()).resolves.toEqual(SAMPLES[kind].valid(NONCE));
  });
});

describe('nonce opt-out', () => {
  it.each(KINDS.filter((kind) => MESSAGE_KIND_POLICIES[kind].nonce === null))('%s (a third-party page) opens without a nonce and is still bound to origin, source and schema', (kind) => {
    const { channel } = open(kind);
    expect(channel.nonce).toBeNull();
    expect(channel.url).toBe(`${PROVIDER_ORIGIN}/provider.html?session=s1`);
  });

  it.each(KINDS.filter((kind) => MESSAGE_KIND_POLICIES[kind].nonce !== null))('%s carries the nonce in the URL it opens', (kind) => {
    const { channel } = open(kind);
    const binding = MESSAGE_KIND_POLICIES[kind].nonce!;
    const url = new URL(channel.url);
    const carried = binding.in === 'fragment' ? new URLSearchParams(url.hash.slice(1)).get(binding.param) : url.searchParams.get(binding.param);
    expect(carried).toBe(NONCE);
    expect(url.searchParams.get('session')).toBe('s1');
  });
});
