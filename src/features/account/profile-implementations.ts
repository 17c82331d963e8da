import { assign, fromPromise, type AnyEventObject } from 'xstate';
import type { ProfileData } from '../../api/endpoints';
import type { ApiPort } from '../../stores/api-port';
import { apiErrorOf, callOrThrow } from '../../stores/flow-call';
import { profileFormData, updateProfilePayload } from './profile-payload';
import type { ProfileContext } from './profile-context';

type Input = { input: { context: ProfileContext }; signal: AbortSignal };
type DoneEvent = AnyEventObject & { output?: ProfileData };

/** Code 265: a wrong password for the quick validation, with the tries left. */
const WRONG_PASSWORD = 265;

/**
 * The guards, actions and actors of flows/profile.flow.json and flows/profile-close.flow.json:
 * loading the profile with its locked fields, the one update call, closing the account.
 */
export function profileImplementations(api: ApiPort, logOut: () => void) {
  return {
    guards: {
      isWrongPassword: ({ event }: { event: AnyEventObject }) => apiErrorOf((event as { error?: unknown }).error).errorCode === WRONG_PASSWORD,
    },
    actions: {
      assignProfile: assign(({ event }: { event: AnyEventObject }) => {
        const answer = (event as DoneEvent).output;
        if (!answer) return {};
        return { data: profileFormData(answer), readonlyFields: answer.lockedFields, hasPassword: answer.details.hasPassword };
      }),
      assignHasPassword: assign({ hasPassword: ({ event }: { event: AnyEventObject }) => (event as DoneEvent).output?.details.hasPassword ?? true }),
      markSaved: assign({ saved: () => true }),
      clearSaved: assign({ saved: () => false }),
      // the password typed in the shared dialog, held only until the close call has answered
      holdPassword: assign({ password: ({ event }: { event: AnyEventObject }) => (typeof event.password === 'string' ? event.password : null) }),
      forgetPassword: assign({ password: () => null }),
      logOut: () => logOut(),
    },
    actors: {
      loadProfile: fromPromise(({ signal }: Input) => callOrThrow(api.call('profile', undefined, { signal }))),
      updateProfile: fromPromise(({ input, signal }: Input) =>
        callOrThrow(api.call('updateProfile', updateProfilePayload(input.context.data, input.context.readonlyFields), { signal })),
      ),
      closeAccount: fromPromise(({ input, signal }: Input) => {
        const { data, hasPassword, password } = input.context;
        return callOrThrow(api.call('closeAccount', { requestDeletion: data.requestDeletion === true, ...(hasPassword && password ? { password } : {}) }, { signal }));
      }),
    },
  };
}
