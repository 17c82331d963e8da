import { assign, fromPromise } from 'xstate';
import { FlowCallError } from '../../engine/flow-call-error';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { StoreApiError } from '../../stores/api-port';
import type { LoginContext } from './login-context';
import { apiErrorOf } from '../flow-call';

export interface LoginDeps {
  session: {
    login(credentials: { login: string; password: string }): Promise<{ ok: true } | { ok: false; error: StoreApiError }>;
  };
  toFieldIssues: (error: StoreApiError) => ValidationIssue[];
  /** display rule of spec 3 §8: some login codes never reach the login notice */
  isShownInLoginNotice: (code: StoreApiError['errorCode']) => boolean;
}

type DataEvent = { type: string; data?: Record<string, unknown> };
type ErrorEvent = { type: string; error: unknown };

/** Named guards, actions and actors of flows/login.flow.json. */
export function loginImplementations(deps: LoginDeps) {
  return {
    guards: {},
    actions: {
      assignData: assign({
        data: ({ context, event }: { context: LoginContext; event: DataEvent }) =>
          event.data ? { ...context.data, ...event.data } : context.data,
      }),
      clearServerErrors: assign({ serverErrors: () => [] as ValidationIssue[] }),
      clearNotice: assign({ notice: () => null }),
      assignServerErrors: assign({
        serverErrors: ({ event }: { event: ErrorEvent }) => deps.toFieldIssues(apiErrorOf(event.error)),
      }),
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
