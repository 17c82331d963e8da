import { assign, fromPromise, type AnyEventObject } from 'xstate';
import type { ExclusionData } from '../../api/endpoints';
import type { ApiPort } from '../../stores/api-port';
import { attemptKeyOf } from '../../stores/attempt-key-of';
import { callOrThrow } from '../../stores/flow-call';
import type { AccountClosureContext } from './account-closure-context';

type Input = { input: { context: AccountClosureContext }; signal: AbortSignal };

/** The months the self-exclusion form's choice means; "permanent" is 0. */
export function exclusionMonths(value: unknown): number {
  return value === 'permanent' ? 0 : Number(value);
}

/**
 * The actors and actions of flows/account-closure.flow.json: the time-out or self-exclusion call
 * with the attempt's idempotency key, then the player is logged out on this side too.
 */
export function accountClosureImplementations(api: ApiPort, logOut: () => void) {
  return {
    guards: {},
    actions: {
      assignClosedUntil: assign({
        closedUntil: ({ event }: { event: AnyEventObject }) => (event as { output?: ExclusionData }).output?.until ?? null,
      }),
      logOut: () => logOut(),
    },
    actors: {
      closeAccount: fromPromise(({ input, signal }: Input) => {
        const { context } = input;
        const options = { signal, idempotencyKey: attemptKeyOf(context) };
        return context.kind === 'timeOut'
          ? callOrThrow(api.call('timeOut', { days: Number(context.data.days) }, options))
          : callOrThrow(api.call('selfExclusion', { months: exclusionMonths(context.data.months) }, options));
      }),
    },
  };
}
