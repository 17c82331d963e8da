import { assign, fromPromise, type AnyEventObject } from 'xstate';
import type { StartedGame } from '../../api/endpoints';
import { isIntervalMinutes } from '../../engine/limits/time-limits';
import type { ApiPort } from '../../stores/api-port';
import { attemptKeyOf } from '../../stores/attempt-key-of';
import { apiErrorOf, callOrThrow } from '../../stores/flow-call';
import type { GameSessionContext, GameSessionEndReason } from './game-session-context';
import { announceGameStart, storedGameSession } from './stored-game-session';

/** spec 3 §4, §9: at most 3 consecutive failed prolongations. */
export const MAX_PROLONG_FAILURES = 3;

/**
 * The session's reality-check interval: 0 without reality checks (demo, a visitor, a market without
 * them: the page's realityCheckMs); otherwise the interval the player chose (the start's answer, whole
 * minutes 1–1440) or, while none is chosen, the market's.
 */
function playerRealityCheckMs(context: Pick<GameSessionContext, 'realityCheckMs' | 'started'>): number {
  const chosen = context.started?.realityCheckMinutes;
  if (context.realityCheckMs <= 0) return 0;
  return isIntervalMinutes(chosen) ? chosen * 60_000 : context.realityCheckMs;
}

/** spec 3 §8: 122 session time limit reached. */
const SESSION_LIMIT_REACHED = 122;

type Input = { input: { context: GameSessionContext }; signal: AbortSignal };
type Args = { context: GameSessionContext; event: AnyEventObject };

export interface GameSessionDeps {
  api: ApiPort;
  /** the clock (Date.now; a fake clock in tests) */
  now: () => number;
}

/**
 * The guards, actions and actors of flows/game-session.flow.json: the start call with the
 * attempt's idempotency key, the prolongation (no payload, spec 3 §7), the close call with
 * keepalive, the failure count, the hidden-page clock and the reality-check clock. The session id is kept in session
 * storage for `gaming=exit` and removed when the session ends.
 */
export function gameSessionImplementations({ api, now }: GameSessionDeps) {
  const hiddenTooLong = ({ context }: Args) => context.hiddenSince !== null && now() - context.hiddenSince >= context.inactivityMs;
  return {
    guards: {
      hiddenTooLong,
      isLastFailure: ({ context }: Args) => context.failures + 1 >= MAX_PROLONG_FAILURES,
      // the reality check's interval has passed since the start or the last Continue, and no reminder shows yet
      realityCheckDue: ({ context }: Args) => context.realityCheckDueAt !== null && context.realityCheckShownAt === null && now() >= context.realityCheckDueAt,
      // 122 mid-game: the player's session time limit is reached and the platform has ended the session
      isSessionLimitReached: ({ event }: Args) => Number(apiErrorOf((event as { error?: unknown }).error).errorCode) === SESSION_LIMIT_REACHED,
    },
    actions: {
      assignStarted: assign({ started: ({ event }: Args) => (event as { output?: StartedGame }).output ?? null, error: () => null }),
      assignStartError: assign({ error: ({ event }: Args) => apiErrorOf((event as { error?: unknown }).error) }),
      assignEndError: assign({ error: ({ event }: Args) => apiErrorOf((event as { error?: unknown }).error) }),
      rememberSession: ({ context }: Args) => {
        if (!context.started) return;
        storedGameSession.write(context.started.gameSessionId);
        announceGameStart(context.started.gameSessionId);
      },
      forgetSession: () => storedGameSession.clear(),
      countFailure: assign({ failures: ({ context }: Args) => context.failures + 1 }),
      resetFailures: assign({ failures: () => 0 }),
      markHidden: assign({ hiddenSince: ({ context }: Args) => context.hiddenSince ?? now() }),
      markVisible: assign({ hiddenSince: () => null }),
      assignEndReason: assign({ endReason: (_: Args, params: { reason: GameSessionEndReason }) => params.reason }),
      // the reminder's interval: the player's choice the start answered, where the session has reality checks at all
      startRealityClock: assign(({ context }: Args) => {
        const realityCheckMs = playerRealityCheckMs(context);
        return { startedAt: now(), realityCheckMs, realityCheckDueAt: realityCheckMs > 0 ? now() + realityCheckMs : null, realityCheckShownAt: null };
      }),
      showRealityCheck: assign({ realityCheckShownAt: () => now() }),
      // Continue playing: the reminder goes and the next one comes one interval later
      continueRealityCheck: assign({
        realityCheckShownAt: () => null,
        realityCheckDueAt: ({ context }: Args) => (context.realityCheckMs > 0 ? now() + context.realityCheckMs : null),
      }),
      resetSession: assign({
        started: () => null,
        error: () => null,
        failures: () => 0,
        hiddenSince: () => null,
        endReason: () => null,
        startedAt: () => null,
        realityCheckDueAt: () => null,
        realityCheckShownAt: () => null,
      }),
    },
    actors: {
      startGame: fromPromise(({ input, signal }: Input) => {
        const { context } = input;
        return callOrThrow(
          api.call('startGame', { game: context.game, type: context.type, lang: context.lang }, { signal, idempotencyKey: attemptKeyOf(context) }),
        );
      }),
      prolongSession: fromPromise(({ signal }: Input) => callOrThrow(api.call('prolongGameSession', undefined, { signal }))),
      // not tied to the flow's signal: the close must reach the platform even when the page goes away
      closeSession: fromPromise(({ input }: Input) => {
        const id = input.context.started?.gameSessionId;
        if (!id) return Promise.resolve({});
        return callOrThrow(api.call('closeGameSession', { gameSessionId: id }, { keepalive: true }));
      }),
    },
  };
}
