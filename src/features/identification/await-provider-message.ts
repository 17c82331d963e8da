import { isFromTrustedProvider, parseIdentificationMessage, type IdentificationMessage } from './provider-message';

export interface AwaitProviderMessageOptions {
  /** where messages arrive (the app window) */
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  origins: readonly string[];
  /** the popup or frame we opened, read when a message arrives (the frame renders after the call) */
  source: () => MessageEventSource | null;
  signal: AbortSignal;
  /** a popup the player closed ends the wait; checked every `closedCheckMs` */
  isClosed?: () => boolean;
  closedCheckMs?: number;
}

/** The abort's reason as an Error (AbortSignal reasons are usually a DOMException already). */
export function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('aborted');
}

export class ProviderClosedError extends Error {
  constructor() {
    super('provider window closed');
    this.name = 'ProviderClosedError';
  }
}

/**
 * Resolves with the first identification message from the provider origin and the window or
 * frame we opened. Forged messages (another origin, another window, a malformed payload) are
 * ignored; an abort or a closed popup rejects.
 */
export function awaitProviderMessage(options: AwaitProviderMessageOptions): Promise<IdentificationMessage> {
  return new Promise((resolve, reject) => {
    let closedTimer: ReturnType<typeof setInterval> | undefined;
    const cleanUp = () => {
      options.target.removeEventListener('message', onMessage as EventListener);
      options.signal.removeEventListener('abort', onAbort);
      if (closedTimer !== undefined) clearInterval(closedTimer);
    };
    const onMessage = (event: MessageEvent) => {
      if (!isFromTrustedProvider(event, { origins: options.origins, source: options.source() })) return;
      const message = parseIdentificationMessage(event.data);
      if (message === null) return;
      cleanUp();
      resolve(message);
    };
    const onAbort = () => {
      cleanUp();
      reject(abortError(options.signal));
    };
    if (options.signal.aborted) {
      reject(abortError(options.signal));
      return;
    }
    options.target.addEventListener('message', onMessage as EventListener);
    options.signal.addEventListener('abort', onAbort);
    if (options.isClosed) {
      const isClosed = options.isClosed;
      closedTimer = setInterval(() => {
        if (!isClosed()) return;
        cleanUp();
        reject(new ProviderClosedError());
      }, options.closedCheckMs ?? 500);
    }
  });
}
