import { MESSAGE_KIND_POLICIES, parseMessage, type MessageKind, type MessageOfKind } from './message-kinds';

/** Why a message was ignored, in the order the checks run. */
export type Rejection = 'origin' | 'source' | 'nonce' | 'payload';

export interface Expected<K extends MessageKind> {
  kind: K;
  /** exact origins, as a browser writes them (`https://host:port`, no path) */
  allowedOrigins: readonly string[];
  /** the window or frame we opened; null (not open yet, or gone) accepts nothing */
  source: MessageEventSource | null;
  /** the channel's nonce; required when the kind has a nonce binding */
  nonce: string | null;
}

export type Verdict<K extends MessageKind> = { ok: true; message: MessageOfKind[K] } | { ok: false; rejected: Rejection };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The bridge's one acceptance rule (DESIGN §2.12, §5): an exact allow-listed origin, the very
 * window or frame we opened, the channel nonce where the kind has one, and a payload the kind's
 * precompiled schema accepts. Anything else is ignored.
 */
export function acceptMessage<K extends MessageKind>(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, expected: Expected<K>): Verdict<K> {
  if (!expected.allowedOrigins.includes(event.origin)) return { ok: false, rejected: 'origin' };
  if (expected.source === null || event.source !== expected.source) return { ok: false, rejected: 'source' };
  const binding = MESSAGE_KIND_POLICIES[expected.kind].nonce;
  if (binding !== null) {
    const echoed = isRecord(event.data) ? event.data[binding.field] : undefined;
    if (expected.nonce === null || expected.nonce === '' || echoed !== expected.nonce) return { ok: false, rejected: 'nonce' };
  }
  const message = parseMessage(expected.kind, event.data);
  return message === null ? { ok: false, rejected: 'payload' } : { ok: true, message };
}
