import { fromPromise } from 'xstate';
import { FlowCallError } from '../../engine/flow-call-error';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { StoreApiError } from '../../stores/api-port';
import type { PasswordCall } from './password-call';
import type { PasswordFlowContext } from './password-flow-context';
import { passwordFormActions } from './password-form-actions';

export interface ForgotPasswordDeps {
  forgotPassword: PasswordCall<{ email: string }>;
  toFieldIssues: (error: StoreApiError) => ValidationIssue[];
}

/** Named guards, actions and actors of flows/forgot-password.flow.json. */
export function forgotPasswordImplementations(deps: ForgotPasswordDeps) {
  return {
    guards: {},
    actions: passwordFormActions(deps.toFieldIssues),
    actors: {
      requestPasswordReset: fromPromise(async ({ input }: { input: { context: PasswordFlowContext } }) => {
        const { email } = input.context.data;
        const result = await deps.forgotPassword({ email: typeof email === 'string' ? email.trim() : '' });
        if (!result.ok) throw new FlowCallError(result.error);
      }),
    },
  };
}
