import { assign, fromPromise } from 'xstate';
import type { AutomaticVerificationProvider, StartAutomaticVerificationData } from '../../api/endpoints';
import { FRAGMENT_NONCE, createNonce, withNonce } from '../../bridge/nonce';
import { ChannelEndedError, openChannel, type Channel, type MessageTarget } from '../../bridge/open-channel';
import type { ProviderWindow } from '../../bridge/provider-window';
import { FlowCallError } from '../../engine/flow-call-error';
import type { ApiPort, StoreApiError } from '../../stores/api-port';
import { attemptKeyOf } from '../../stores/attempt-key-of';
import { apiErrorOf } from '../../stores/flow-call';
import type { AccountValidationOutcome } from '../../ui/account-validation/refresh-account-validation';

/** 305: the limit of automatic validation attempts is reached (spec 1 §8). */
export const AUTOMATIC_LIMIT_REACHED = 305;

/** The app's own page a provider sends its frame back to (spec 1 §7 "done-message exchange"). */
export const MESSAGE_INTERFACE_PATH = '/interfaces/message.html';
/** The app's own page a provider sends its popup back to: it tells the opener and the popup closes (spec 1 §7). */
export const WINDOW_MIDDLEWARE_PATH = '/interfaces/window-middleware.html';

/**
 * Where the provider's page opens: in the verification page's frame, or in a popup window for a
 * provider named in the front-end setting `verification.providerWindows` (a provider that will
 * not film inside another site's frame). Each has its own way back.
 */
export type AutomaticDisplay = 'frame' | 'window';

/** How `provider` opens, given the served `verification.providerWindows` (anything but a list of names is none). */
export function automaticDisplayOf(provider: AutomaticVerificationProvider, providerWindows: unknown): AutomaticDisplay {
  return Array.isArray(providerWindows) && providerWindows.includes(provider) ? 'window' : 'frame';
}
/** How long the frame may stay open: the provider decides its own session; this only ends the listening some day. */
export const AUTOMATIC_FRAME_TIMEOUT_MS = 30 * 60_000;

/** What the player is told when an automatic verification ends without success. */
export type AutomaticNotice = StoreApiError | { key: 'rejected' | 'frameEnded' | 'windowClosed' };

export interface AutomaticContext {
  data: Record<string, unknown>;
  serverErrors: unknown[];
  notice: AutomaticNotice | null;
  attemptKey: string | null;
  /** the provider page's address as the bridge opened it */
  url: string | null;
}

export interface AutomaticDeps {
  api: ApiPort;
  provider: AutomaticVerificationProvider;
  /** origins the provider page may be opened at */
  providerOrigins: readonly string[];
  /** our origin: the way back (/interfaces/message.html) and the only origin whose message counts */
  appOrigin: string;
  /** the frame's window once it is rendered */
  providerFrame: () => Window | null;
  /** frame (default) or a popup window (the setting `verification.providerWindows`) */
  display?: AutomaticDisplay;
  /** the popup, for a provider that opens in a window */
  providerWindow?: ProviderWindow;
  /** told about every message the bridge ignored while it listened (the frame or the popup's status line shows it) */
  onIgnored?: (reason: string) => void;
  /** where messages arrive (the app window; an EventTarget in tests) */
  messageTarget?: MessageTarget;
  /** the nonce source (tests); crypto.getRandomValues by default */
  createNonce?: () => string;
  /** clears the cached reads and refetches the verification status (src/ui/account-validation) */
  refresh: (signal: AbortSignal) => Promise<AccountValidationOutcome>;
}

type OutcomeEvent = { type: string; output?: AccountValidationOutcome & { ok: true } };

/** The way back for one attempt: our message interface (or the popup's middleware) with the channel nonce in its fragment (never sent to a server). */
export function messageInterfaceUrl(appOrigin: string, nonce: string, display: AutomaticDisplay = 'frame'): string {
  return withNonce(new URL(display === 'window' ? WINDOW_MIDDLEWARE_PATH : MESSAGE_INTERFACE_PATH, appOrigin), FRAGMENT_NONCE, nonce).href;
}

/** Named guards, actions and actors of flows/verification-automatic.flow.json. */
export function automaticVerificationImplementations(deps: AutomaticDeps) {
  const display: AutomaticDisplay = deps.display === 'window' && deps.providerWindow ? 'window' : 'frame';
  /** the frame's channel of the current attempt */
  let attempt: { channel: Channel<'verification'>; controller: AbortController } | null = null;
  const endAttempt = () => {
    attempt?.controller.abort();
    attempt = null;
  };
  return {
    guards: {
      isApproved: ({ event }: { event: OutcomeEvent }) => event.output?.status === 'approved',
      isPending: ({ event }: { event: OutcomeEvent }) => event.output?.status === 'pending',
      opensInWindow: () => display === 'window',
      // the player closed the provider's popup before it was done
      isWindowClosed: ({ event }: { event: { type: string; error?: unknown } }) => event.error instanceof ChannelEndedError && event.error.reason === 'window-closed',
      // 305: the limit of automatic validation attempts — the manual upload is offered (spec 1 §8)
      isAutomaticLimitReached: ({ event }: { event: { type: string; error?: unknown } }) => apiErrorOf(event.error).errorCode === AUTOMATIC_LIMIT_REACHED,
    },
    actions: {
      assignFrameUrl: assign({ url: ({ event }: { event: { type: string; output?: { url: string } } }) => event.output?.url ?? null }),
      // the form closes: the frame or the popup goes and nothing more is heard from it
      closeFrame: assign(() => {
        endAttempt();
        deps.providerWindow?.close();
        return { url: null };
      }),
      assignRejectedNotice: assign({ notice: () => ({ key: 'rejected' as const }) }),
      assignFrameNotice: assign({ notice: () => ({ key: 'frameEnded' as const }) }),
      assignWindowClosedNotice: assign({ notice: () => ({ key: 'windowClosed' as const }) }),
    },
    actors: {
      // step 1 → 2: the start call answers the provider's verificationUrl; the bridge opens it in the frame
      startAutomaticVerification: fromPromise(async ({ input, signal }: { input: { context: AutomaticContext }; signal: AbortSignal }) => {
        const nonce = (deps.createNonce ?? createNonce)();
        const answer = await deps.api.call<StartAutomaticVerificationData>(
          'startAutomaticVerification',
          { provider: deps.provider, returnUrl: messageInterfaceUrl(deps.appOrigin, nonce, display) },
          { signal, idempotencyKey: attemptKeyOf(input.context) },
        );
        if (!answer.ok) throw new FlowCallError(answer.error);
        endAttempt();
        const controller = new AbortController();
        const channel = openChannel({
          kind: 'verification',
          // a popup opens now, while the click that started this still counts as a user gesture
          target: display === 'window' && deps.providerWindow ? { type: 'popup', popup: deps.providerWindow } : { type: 'frame', window: deps.providerFrame },
          url: answer.data.verificationUrl,
          allowedOrigins: deps.providerOrigins,
          // the provider is done when its frame or popup, back on our own page, says so: our origin only
          messageOrigins: [deps.appOrigin],
          onRejected: (reason) => deps.onIgnored?.(reason),
          // the nonce the way back carries, so only that page of this attempt can end it
          createNonce: () => nonce,
          timeoutMs: AUTOMATIC_FRAME_TIMEOUT_MS,
          signal: controller.signal,
          messageTarget: deps.messageTarget,
        });
        attempt = { channel, controller };
        return { url: channel.url };
      }),
      // step 2 → 3 only on the verification message `done` (the bridge drops everything else)
      awaitProviderDone: fromPromise(async ({ signal }: { signal: AbortSignal }) => {
        const current = attempt;
        if (current === null) throw new FlowCallError<StoreApiError>({ errorCode: 0, kind: 'network' });
        signal.addEventListener('abort', () => {
          if (attempt === current) endAttempt();
        }, { once: true });
        const message = await current.channel.next();
        current.channel.stop();
        return message;
      }),
      // the message says only that the provider has finished: the platform says how
      refreshValidation: fromPromise(async ({ signal }: { signal: AbortSignal }) => {
        const outcome = await deps.refresh(signal);
        if (!outcome.ok) throw new FlowCallError(outcome.error);
        return outcome;
      }),
    },
  };
}

