import { fromPromise } from 'xstate';
import { FlowCallError } from '../../engine/flow-call-error';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { StoreApiError } from '../../stores/api-port';
import type { PasswordCall } from './password-call';
import type { PasswordFlowContext } from './password-flow-context';
import { passwordFormActions } from './password-form-actions';

export interface ResetPasswordDeps {
  resetPassword: PasswordCall<{ activationCode: string; newPassword: string }>;
  toFieldIssues: (error: StoreApiError) => ValidationIssue[];
}

/** Named guards, actions and actors of flows/reset-password.flow.json. */
export function resetPasswordImplementations(deps: ResetPasswordDeps) {
  return {
    guards: {},
    actions: passwordFormActions(deps.toFieldIssues),
    actors: {
      resetPassword: fromPromise(async ({ input }: { input: { context: PasswordFlowContext } }) => {
        const { newPassword } = input.context.data;
        const result = await deps.resetPassword({
          activationCode: input.context.activationCode ?? '',
          newPassword: typeof newPassword === 'string' ? newPassword : '',
        });
        if (!result.ok) throw new FlowCallError(result.error);
      }),
    },
  };
}
