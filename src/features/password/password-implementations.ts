import { fromPromise } from 'xstate';
import { FlowCallError } from '../../engine/flow-call-error';
import type { ApiPort } from '../../stores/api-port';
import type { PasswordFlowContext } from './password-flow-context';

type Input = { input: { context: PasswordFlowContext } };

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

async function succeeded(answer: ReturnType<ApiPort['call']>): Promise<void> {
  const result = await answer;
  if (!result.ok) throw new FlowCallError(result.error);
}

/**
 * The actors of the forgot-, reset- and change-password flows (flows/*-password.flow.json);
 * their form-step actions come from the engine through the flow host.
 */
export function passwordImplementations(api: ApiPort) {
  return {
    guards: {},
    actions: {},
    actors: {
      requestPasswordReset: fromPromise(({ input }: Input) => succeeded(api.call('forgotPassword', { email: text(input.context.data.email).trim() }))),
      resetPassword: fromPromise(({ input }: Input) =>
        succeeded(api.call('resetPassword', { activationCode: input.context.activationCode ?? '', newPassword: text(input.context.data.newPassword) })),
      ),
      changePassword: fromPromise(({ input }: Input) =>
        succeeded(api.call('changePassword', { oldPassword: text(input.context.data.oldPassword), newPassword: text(input.context.data.newPassword) })),
      ),
    },
  };
}
