import { assign, fromPromise, type AnyEventObject } from 'xstate';
import type { ProfileData } from '../../api/endpoints';
import type { PlatformSettings } from '../../engine/platform-settings';
import { countryHasStates, prefillConfigOf } from '../../engine/prefill/prefill-config';
import type { ApiPort } from '../../stores/api-port';
import { callOrThrow } from '../../stores/flow-call';
import type { PrefillContext } from './prefill-context';
import { prefillComplete, prefillPayload, prefillStart } from './prefill-payload';

type Input = { input: { context: PrefillContext }; signal: AbortSignal };
type Args = { context: PrefillContext; event: AnyEventObject };

function answerOf(event: AnyEventObject): ProfileData | undefined {
  return (event as { output?: ProfileData }).output;
}

/**
 * The guards, actions and actors of flows/profile-prefill.flow.json: the type's configured fields
 * (fe.prefillFields, read when called so the served settings win), the one profile-update call.
 */
export function prefillImplementations(api: ApiPort, settings: () => PlatformSettings) {
  const configOf = (context: PrefillContext) => prefillConfigOf(settings(), context.prefillType);
  return {
    guards: {
      isComplete: ({ context, event }: Args) => {
        const answer = answerOf(event);
        return answer !== undefined && prefillComplete(answer, configOf(context), countryHasStates(settings(), answer.details.country));
      },
    },
    actions: {
      assignPrefill: assign(({ context, event }: Args) => {
        const answer = answerOf(event);
        return answer ? prefillStart(answer, context.prefillType, configOf(context)) : {};
      }),
    },
    actors: {
      savePrefill: fromPromise(({ input, signal }: Input) => {
        const { context } = input;
        return callOrThrow(api.call('updateProfile', prefillPayload(context.data, configOf(context), context.hiddenFields), { signal }));
      }),
      loadProfile: fromPromise(({ signal }: Input) => callOrThrow(api.call('profile', undefined, { signal }))),
    },
  };
}
