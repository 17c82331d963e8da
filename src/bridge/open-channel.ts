import { acceptMessage, type Rejection } from './accept-message';
import { MESSAGE_KIND_POLICIES, type MessageKind, type MessageOfKind } from './message-kinds';
import { createNonce, withNonce } from './nonce';
import type { ProviderWindow } from './provider-window';

/** What a channel talks to. */
export type ChannelTarget =
  /** a popup: opened at once (inside the click's user activation) unless `openNow` is false */
  | { type: 'popup'; popup: ProviderWindow; openNow?: boolean }
  /** a visible frame the view renders with `src={channel.url}`; `window` reads its window at message time */
  | { type: 'frame'; window: () => Window | null }
  /** a hidden frame the bridge adds to `parent` (default document.body) and removes when the channel ends */
  | { type: 'hidden-frame'; title: string; parent?: Node };

/** Why a channel ended without (another) message. */
export type ChannelEndReason = 'window-closed' | 'timeout' | 'aborted' | 'closed';

export class ChannelEndedError extends Error {
  constructor(readonly reason: ChannelEndReason, options?: ErrorOptions) {
    super(`provider channel ended: ${reason}`, options);
    this.name = 'ChannelEndedError';
  }
}

export type MessageTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface OpenChannelOptions<K extends MessageKind> {
  kind: K;
  target: ChannelTarget;
  /** the page to open; its origin must be one of `allowedOrigins` */
  url: string;
  /** exact origins whose messages count (and the only ones we post to) */
  allowedOrigins: readonly string[];
  /**
   * Exact origins whose messages count when they differ from `allowedOrigins`: a provider that ends
   * by sending its frame back to one of the app's own pages (the automatic verification providers
   * return through /interfaces/message.html, spec 1 §4, §7) is heard from the app origin only.
   */
  messageOrigins?: readonly string[];
  /** the channel ends with reason 'timeout' after this long; null only where the provider decides how long a person may take */
  timeoutMs: number | null;
  /** aborting ends the channel (reason 'aborted'), closes its popup and removes its hidden frame */
  signal: AbortSignal;
  /** a further condition on a valid message (e.g. the social provider it names) */
  accept?: (message: MessageOfKind[K]) => boolean;
  /** how often a popup is checked for having been closed (default 500 ms) */
  closedCheckMs?: number;
  /** where messages arrive; the app window by default */
  messageTarget?: MessageTarget;
  /** the nonce source; crypto.getRandomValues by default */
  createNonce?: () => string;
  /** told about every ignored message (diagnostics, tests) */
  onRejected?: (reason: Rejection | 'not-accepted', event: MessageEvent) => void;
}

export interface Channel<K extends MessageKind> {
  readonly kind: K;
  /** the URL with the nonce: a frame's `src`, or what the popup opens */
  readonly url: string;
  /** this channel's nonce, null when the kind opts out */
  readonly nonce: string | null;
  /** the next valid message; rejects with ChannelEndedError once the channel has ended */
  next(): Promise<MessageOfKind[K]>;
  /** (re)opens the popup at `url`, from a click; false when the browser blocked it or there is no popup */
  open(): boolean;
  /** posts to the window we opened, at the origin of `url` (never '*'); false when there is none */
  post(data: unknown): boolean;
  /** stops listening; the popup or frame stays (a provider closes its own popup after answering) */
  stop(): void;
  /** stops listening, closes the popup, removes the hidden frame */
  close(): void;
  /** why it ended, null while it listens */
  readonly ended: ChannelEndReason | null;
}

/** Messages kept for a `next()` that has not been asked yet; a trusted page never needs more. */
const QUEUE_LIMIT = 16;

function resolveUrl(url: string): URL {
  const base = typeof location === 'undefined' ? undefined : location.href;
  return new URL(url, base);
}

function defaultMessageTarget(): MessageTarget {
  if (typeof window === 'undefined') throw new Error('openChannel needs a messageTarget outside a browser');
  return window;
}

function createHiddenFrame(url: string, title: string, parent: Node | undefined): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.src = url;
  frame.title = title;
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  (parent ?? document.body).appendChild(frame);
  return frame;
}

/**
 * The provider bridge (DESIGN §2.12): opens a popup, a visible frame or a hidden frame at `url`
 * and listens for messages of one kind from it. A message counts only when its origin is exactly
 * one of `allowedOrigins`, its source is the very window or frame this channel opened, it echoes
 * this channel's nonce (for kinds with a nonce binding) and the kind's precompiled schema accepts
 * it. The channel ends on abort, timeout, close, or when the player closes the popup; every
 * listener and timer is removed then, and a pending `next()` rejects with the reason.
 */
export function openChannel<K extends MessageKind>(options: OpenChannelOptions<K>): Channel<K> {
  const { kind, target, signal } = options;
  const binding = MESSAGE_KIND_POLICIES[kind].nonce;
  const opened = resolveUrl(options.url);
  if (!options.allowedOrigins.includes(opened.origin)) throw new Error(`openChannel(${kind}): ${opened.origin} is not an allowed origin`);
  const nonce = binding === null ? null : (options.createNonce ?? createNonce)();
  const url = binding === null || nonce === null ? opened.href : withNonce(opened, binding, nonce).href;
  const messageTarget = options.messageTarget ?? defaultMessageTarget();

  const queue: MessageOfKind[K][] = [];
  const waiting: { resolve: (message: MessageOfKind[K]) => void; reject: (error: Error) => void }[] = [];
  let ended: ChannelEndReason | null = null;
  let hiddenFrame: HTMLIFrameElement | null = null;
  let timeout: ReturnType<typeof setTimeout> | undefined;
  let closedCheck: ReturnType<typeof setInterval> | undefined;

  const source = (): MessageEventSource | null => {
    if (target.type === 'popup') return target.popup.opened();
    if (target.type === 'frame') return target.window();
    return hiddenFrame?.contentWindow ?? null;
  };

  const end = (reason: ChannelEndReason, closeWindow: boolean) => {
    if (ended !== null) return;
    ended = reason;
    messageTarget.removeEventListener('message', onMessage as EventListener);
    signal.removeEventListener('abort', onAbort);
    if (timeout !== undefined) clearTimeout(timeout);
    if (closedCheck !== undefined) clearInterval(closedCheck);
    if (closeWindow) {
      if (target.type === 'popup') target.popup.close();
      hiddenFrame?.remove();
      hiddenFrame = null;
    }
    const error = new ChannelEndedError(reason, reason === 'aborted' ? { cause: signal.reason } : undefined);
    for (const waiter of waiting.splice(0)) waiter.reject(error);
  };

  function onMessage(event: MessageEvent) {
    const verdict = acceptMessage(event, { kind, allowedOrigins: options.messageOrigins ?? options.allowedOrigins, source: source(), nonce });
    if (!verdict.ok) {
      options.onRejected?.(verdict.rejected, event);
      return;
    }
    if (options.accept && !options.accept(verdict.message)) {
      options.onRejected?.('not-accepted', event);
      return;
    }
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(verdict.message);
    else if (queue.length < QUEUE_LIMIT) queue.push(verdict.message);
  }

  function onAbort() {
    end('aborted', true);
  }

  const channel: Channel<K> = {
    kind,
    url,
    nonce,
    get ended() {
      return ended;
    },
    next() {
      const queued = queue.shift();
      if (queued !== undefined) return Promise.resolve(queued);
      if (ended !== null) return Promise.reject(new ChannelEndedError(ended));
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    open() {
      return ended === null && target.type === 'popup' ? target.popup.open(url) : false;
    },
    post(data) {
      const opener = source();
      if (ended !== null || opener === null) return false;
      // the origin we opened, which is allow-listed: never '*'
      (opener as Window).postMessage(data, opened.origin);
      return true;
    },
    stop() {
      end('closed', false);
    },
    close() {
      end('closed', true);
    },
  };

  if (signal.aborted) {
    ended = 'aborted';
    return channel;
  }
  messageTarget.addEventListener('message', onMessage as EventListener);
  signal.addEventListener('abort', onAbort);
  if (options.timeoutMs !== null) timeout = setTimeout(() => end('timeout', true), options.timeoutMs);
  if (target.type === 'popup') {
    if (target.openNow !== false) target.popup.open(url);
    // a blocked popup is opened again from a click; only a popup that was open and got closed ends it
    closedCheck = setInterval(() => {
      if (target.popup.closedByPlayer() && queue.length === 0) end('window-closed', false);
    }, options.closedCheckMs ?? 500);
  }
  if (target.type === 'hidden-frame') hiddenFrame = createHiddenFrame(url, target.title, target.parent);
  return channel;
}
