import { assign, fromPromise } from 'xstate';
import { FlowCallError } from '../../engine/flow-call-error';
import type { StoreApiError } from '../../stores/api-port';
import { apiErrorOf } from '../../stores/flow-call';
import type { LoginContext } from './login-context';

export interface LoginDeps {
  session: {
    login(credentials: { login: string; password: string }): Promise<{ ok: true } | { ok: false; error: StoreApiError }>;
  };
  /** display rule of spec 3 §8: some login codes never reach the login notice */
  isShownInLoginNotice: (code: StoreApiError['errorCode']) => boolean;
}

type ErrorEvent = { type: string; error: unknown };

/** The login flow's own names (flows/login.flow.json); the form-step actions come from the engine. */
export function loginImplementations(deps: LoginDeps) {
  return {
    guards: {},
    actions: {
      assignLoginNotice: assign({
        notice: ({ event }: { event: ErrorEvent }) => {
          const error = apiErrorOf(event.error);
          return deps.isShownInLoginNotice(error.errorCode) ? error : null;
        },
      }),
    },
    actors: {
      loginPlayer: fromPromise(async ({ input }: { input: { context: LoginContext } }) => {
        const { login, password } = input.context.data;
        const result = await deps.session.login({
          login: typeof login === 'string' ? login : '',
          password: typeof password === 'string' ? password : '',
        });
        if (!result.ok) throw new FlowCallError(result.error);
      }),
    },
  };
}
