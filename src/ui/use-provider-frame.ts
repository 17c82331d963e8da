import { useEffect, useMemo, useRef } from 'react';
import { ChannelEndedError, createNonce, MESSAGE_KIND_POLICIES, openChannel, providerOrigins, withNonce, type FrameSlot, type MessageKind, type MessageOfKind } from '../bridge';

/** What the frame's owner does after a message: hear the next one, or stop listening (the flow moved on). */
export type FrameVerdict = 'listen' | 'stop';

export interface ProviderFrameOptions<K extends MessageKind> {
  /** the message kind the frame posts (its precompiled schema decides what counts) */
  kind: K;
  /** the provider page; null or undefined: no frame yet, nothing is heard */
  url: string | null | undefined;
  /** the rendered iframe: only messages from its window count */
  slot: FrameSlot;
  /**
   * Each valid message in turn: the next is not taken before this settles. `reply` posts to the
   * frame at the origin it was opened on (never '*'). Always the latest function of the render,
   * so a handler that reads fresh state does not reopen the frame.
   */
  onMessage: (message: MessageOfKind[K], reply: (data: unknown) => void) => FrameVerdict | Promise<FrameVerdict>;
  /** exact origins that may post (the provider origins by default) */
  allowedOrigins?: readonly string[];
}

/**
 * One visible provider frame heard through the bridge (DESIGN §2.12: exact origin, the frame's own
 * window, the kind's schema): opens a channel for `url`, hands each message to `onMessage` until it
 * says stop, and ends the channel when the url changes or the view goes. Returns the address to
 * load into the frame (`src`, or a posted form's action), with the channel's nonce where the kind
 * has one; null while there is none. Forged messages never reach `onMessage`.
 */
export function useProviderFrame<K extends MessageKind>({ kind, url, slot, onMessage, allowedOrigins }: ProviderFrameOptions<K>): string | null {
  // the frame's address is known at render: the url with this frame's nonce where the kind has one
  const frame = useMemo(() => {
    if (!url) return null;
    const binding = MESSAGE_KIND_POLICIES[kind].nonce;
    const nonce = createNonce();
    const resolved = new URL(url, typeof location === 'undefined' ? undefined : location.href);
    return { url, nonce, src: binding === null ? resolved.href : withNonce(resolved, binding, nonce).href };
  }, [kind, url]);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  const origins = allowedOrigins ?? providerOrigins();
  const originsKey = origins.join(' ');

  useEffect(() => {
    if (!frame) return undefined;
    const controller = new AbortController();
    const channel = openChannel({
      kind,
      target: { type: 'frame', window: slot.window },
      url: frame.url,
      allowedOrigins: originsKey.split(' '),
      timeoutMs: null,
      signal: controller.signal,
      createNonce: () => frame.nonce,
      // each ignored message's reason on the frame element (data-ignored-messages), for QA and e2e
      onRejected: (reason) => slot.noteIgnored?.(reason),
    });
    const reply = (data: unknown) => {
      channel.post(data);
    };
    const listen = async () => {
      for (;;) {
        const message = await channel.next();
        const verdict = await handler.current(message, reply);
        if (verdict === 'stop' || controller.signal.aborted) return channel.stop();
      }
    };
    listen().catch((error: unknown) => {
      if (!(error instanceof ChannelEndedError)) throw error;
    });
    return () => {
      controller.abort();
      channel.stop();
    };
  }, [kind, frame, slot, originsKey]);

  return frame?.src ?? null;
}
