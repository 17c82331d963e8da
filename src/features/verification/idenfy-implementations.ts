import { assign, fromPromise } from 'xstate';
import type { IdenfyStatusData, StartIdenfyData } from '../../api/endpoints';
import { openChannel, type Channel, type MessageTarget } from '../../bridge/open-channel';
import { FlowCallError } from '../../engine/flow-call-error';
import type { ApiPort, StoreApiError } from '../../stores/api-port';
import { attemptKeyOf } from '../../stores/attempt-key-of';

/** Seconds between two status checks while the provider decides ("may take up to 2-3 minutes"). */
export const IDENFY_POLL_MS = 5_000;
/** Status checks before the page stops asking and says the review goes on: 36 × 5 s = 3 minutes. */
export const IDENFY_POLL_LIMIT = 36;
/** How long the frame may stay open: the provider decides its own session; this only ends the listening some day. */
export const IDENFY_FRAME_TIMEOUT_MS = 30 * 60_000;

/** What the player is told when an iDenfy verification ends without success (spec 1 §4 "a failed call resets to step 1"). */
export type IdenfyNotice = StoreApiError | { key: 'failed' | 'cancelled' | 'expired' | 'frameEnded' };

export interface IdenfyContext {
  data: Record<string, unknown>;
  serverErrors: unknown[];
  notice: IdenfyNotice | null;
  attemptKey: string | null;
  verificationToken: string | null;
  /** the frame's URL as the bridge opened it */
  url: string | null;
  polls: number;
}

export interface IdenfyDeps {
  api: ApiPort;
  /** origins the iDenfy frame may post from */
  providerOrigins: readonly string[];
  /** the frame's window once it is rendered */
  providerFrame: () => Window | null;
  /** where messages arrive (the app window; an EventTarget in tests) */
  messageTarget?: MessageTarget;
  /** our origin, where the frame posts to */
  returnOrigin: string;
  /** `be.addressCardVerificationEnabled`: any message of the frame moves on, even with empty statuses (spec 1 §4) */
  addressCardVerification: () => boolean;
  /** reloads the player's details after a verification */
  refreshPlayer: () => void;
  /** remembers the success for the after-login journey (modal-after-login is skipped, spec 1 §4) */
  rememberSuccess: () => void;
  /** told about every message ignored while the frame is open: the bridge's reasons, and `no-status` for the frame's message without one */
  onIgnored?: (reason: string) => void;
}

type Args = { context: IdenfyContext };
type StatusEvent = { type: string; output?: IdenfyStatusData };
type StartedEvent = { type: string; output?: StartIdenfyData };

const FAILED_STATUSES = new Set(['failed', 'cancelled', 'expired']);

/** The frame's answer counts when it has a status or a manual status (or address-card verification is on). */
export function isIdenfyAnswer(message: { status: string; manualStatus: string }, addressCardVerification: boolean): boolean {
  return addressCardVerification || message.status.trim() !== '' || message.manualStatus.trim() !== '';
}

/** Named guards, actions and actors of flows/verification-idenfy.flow.json. */
export function idenfyImplementations(deps: IdenfyDeps) {
  /** the frame's channel of the current attempt */
  let attempt: { channel: Channel<'idenfy'>; controller: AbortController } | null = null;
  const endAttempt = () => {
    attempt?.controller.abort();
    attempt = null;
  };
  return {
    guards: {
      isApproved: ({ event }: { event: StatusEvent }) => event.output?.status === 'approved',
      hasFailed: ({ event }: { event: StatusEvent }) => FAILED_STATUSES.has(event.output?.status ?? ''),
      pollLimitReached: ({ context }: Args) => context.polls + 1 >= IDENFY_POLL_LIMIT,
    },
    actions: {
      assignSession: assign(({ event }: { event: StartedEvent }) => ({
        verificationToken: event.output?.verificationToken ?? null,
        url: event.output?.url ?? null,
        polls: 0,
      })),
      clearSession: assign(() => {
        endAttempt();
        return { verificationToken: null, url: null, polls: 0 };
      }),
      countPoll: assign({ polls: ({ context }: Args) => context.polls + 1 }),
      assignOutcomeNotice: assign({
        notice: ({ event }: { event: StatusEvent }) => ({ key: (event.output?.status ?? 'failed') as 'failed' | 'cancelled' | 'expired' }),
      }),
      assignFrameNotice: assign({ notice: () => ({ key: 'frameEnded' as const }) }),
      refreshPlayer: () => deps.refreshPlayer(),
      rememberSuccess: () => deps.rememberSuccess(),
    },
    actors: {
      // step 1 → 2: the verify call answers the provider session; the frame is opened through the bridge
      startIdenfy: fromPromise(async ({ input, signal }: { input: { context: IdenfyContext }; signal: AbortSignal }) => {
        const answer = await deps.api.call<StartIdenfyData>('startIdenfyVerification', { returnOrigin: deps.returnOrigin }, { signal, idempotencyKey: attemptKeyOf(input.context) });
        if (!answer.ok) throw new FlowCallError(answer.error);
        endAttempt();
        const controller = new AbortController();
        const channel = openChannel({
          kind: 'idenfy',
          target: { type: 'frame', window: deps.providerFrame },
          url: answer.data.url,
          allowedOrigins: deps.providerOrigins,
          timeoutMs: IDENFY_FRAME_TIMEOUT_MS,
          signal: controller.signal,
          messageTarget: deps.messageTarget,
          onRejected: (reason) => deps.onIgnored?.(reason),
        });
        attempt = { channel, controller };
        return { ...answer.data, url: channel.url };
      }),
      // step 2 → 3 only on the frame's message with a status (spec 1 §4 "Identity frame")
      awaitIdenfyMessage: fromPromise(async ({ signal }: { signal: AbortSignal }) => {
        const current = attempt;
        if (current === null) throw new FlowCallError<StoreApiError>({ errorCode: 0, kind: 'network' });
        // Cancel, Back or leaving the page ends the listening
        signal.addEventListener('abort', () => {
          if (attempt === current) endAttempt();
        }, { once: true });
        for (;;) {
          const message = await current.channel.next();
          if (isIdenfyAnswer(message, deps.addressCardVerification())) {
            current.channel.stop();
            return message;
          }
          deps.onIgnored?.('no-status');
        }
      }),
      checkIdenfyStatus: fromPromise(async ({ input, signal }: { input: { context: IdenfyContext }; signal: AbortSignal }) => {
        const answer = await deps.api.call<IdenfyStatusData>('idenfyVerificationStatus', { verificationToken: input.context.verificationToken ?? '' }, { signal });
        if (!answer.ok) throw new FlowCallError(answer.error);
        return answer.data;
      }),
    },
  };
}

/** The notice's failure, for the host's default text; null for the feature's own notices. */
export function idenfyApiError(notice: IdenfyNotice | null): StoreApiError | null {
  return notice !== null && !('key' in notice) ? notice : null;
}
