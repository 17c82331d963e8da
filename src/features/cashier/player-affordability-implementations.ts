import { fromPromise } from 'xstate';
import type { ApiError } from '../../api/api-error';
import type { AffordabilityDetails } from '../../api/endpoints/cashier';
import type { FormStepContext } from '../../engine/flow-host/form-step-context';
import type { ApiPort } from '../../stores/api-port';
import { attemptKeyOf } from '../../stores/attempt-key-of';
import { callOrThrow } from '../../stores/flow-call';

/** The affordability flow's context (flows/player-affordability.flow.json): the form step's, nothing more. */
export type PlayerAffordabilityContext = FormStepContext<ApiError>;

export interface PlayerAffordabilityDeps {
  api: ApiPort;
  /** closes the modal: the player is back on the deposit as they left it */
  close: () => void;
  /** the details are on record: what the deposit cached about the player is stale */
  changed: () => void;
}

type Input = { input: { context: PlayerAffordabilityContext }; signal: AbortSignal };

/**
 * The form's answers as updateDetails takes them (spec 2 §7): the fields the market's form asked,
 * trimmed; a field it did not ask is not sent.
 */
export function affordabilityPayload(data: Record<string, unknown>): AffordabilityDetails {
  const payload: AffordabilityDetails = {};
  for (const name of ['monthlyGamingBudget', 'monthlyNetIncome', 'employmentStatus'] as const) {
    const value = data[name];
    if (typeof value === 'string' && value.trim() !== '') payload[name] = value.trim();
  }
  return payload;
}

/** The player-affordability flow's own names; the form-step actions come from the engine. */
export function playerAffordabilityImplementations(deps: PlayerAffordabilityDeps) {
  const { api } = deps;
  return {
    guards: {},
    actions: {
      close: () => deps.close(),
    },
    actors: {
      // one key per attempt: a double click or a retry after a lost answer records the details once
      updateAffordabilityDetails: fromPromise(async ({ input, signal }: Input) => {
        const answer = await callOrThrow<AffordabilityDetails>(
          api.call('updateAffordabilityDetails', affordabilityPayload(input.context.data), { signal, idempotencyKey: attemptKeyOf(input.context) }),
        );
        deps.changed();
        return answer;
      }),
    },
  };
}
