import { fromPromise } from 'xstate';
import { FlowCallError } from '../../engine/flow-call-error';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { StoreApiError } from '../../stores/api-port';
import type { PasswordCall } from './password-call';
import type { PasswordFlowContext } from './password-flow-context';
import { passwordFormActions } from './password-form-actions';

export interface ChangePasswordDeps {
  changePassword: PasswordCall<{ oldPassword: string; newPassword: string }>;
  toFieldIssues: (error: StoreApiError) => ValidationIssue[];
}

/** Named guards, actions and actors of flows/change-password.flow.json. */
export function changePasswordImplementations(deps: ChangePasswordDeps) {
  return {
    guards: {},
    actions: passwordFormActions(deps.toFieldIssues),
    actors: {
      changePassword: fromPromise(async ({ input }: { input: { context: PasswordFlowContext } }) => {
        const { oldPassword, newPassword } = input.context.data;
        const result = await deps.changePassword({
          oldPassword: typeof oldPassword === 'string' ? oldPassword : '',
          newPassword: typeof newPassword === 'string' ? newPassword : '',
        });
        if (!result.ok) throw new FlowCallError(result.error);
      }),
    },
  };
}
