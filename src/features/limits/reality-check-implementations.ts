import { assign, fromPromise, type AnyEventObject } from 'xstate';
import type { RealityCheckData } from '../../api/endpoints';
import type { ApiPort } from '../../stores/api-port';
import { attemptKeyOf } from '../../stores/attempt-key-of';
import { callOrThrow } from '../../stores/flow-call';
import type { RealityCheckContext } from './reality-check-context';

type Input = { input: { context: RealityCheckContext }; signal: AbortSignal };
type Args = { context: RealityCheckContext; event: AnyEventObject };

/** The form's data for an interval in force (the form's choices are strings: "15"). */
export function realityCheckFormData(minutes: number): Record<string, unknown> {
  return { minutes: String(minutes) };
}

/**
 * The actions and actor of flows/limit-reality-check.flow.json: the chosen interval saved with the
 * attempt's idempotency key; what the platform recorded becomes the interval in force and the
 * form's data.
 */
export function realityCheckImplementations(api: ApiPort) {
  return {
    guards: {},
    actions: {
      assignSaved: assign(({ context, event }: Args) => {
        const recorded = (event as { output?: RealityCheckData }).output?.minutes;
        const minutes = typeof recorded === 'number' ? recorded : context.minutes;
        return { minutes, data: realityCheckFormData(minutes), saved: true };
      }),
      clearSaved: assign({ saved: () => false }),
    },
    actors: {
      saveRealityCheck: fromPromise(({ input, signal }: Input) => {
        const minutes = input.context.data.minutes;
        return callOrThrow(api.call('setRealityCheck', { minutes: typeof minutes === 'string' ? minutes : '' }, { signal, idempotencyKey: attemptKeyOf(input.context) }));
      }),
    },
  };
}
