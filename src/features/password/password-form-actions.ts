import { assign } from 'xstate';
import { FlowCallError } from '../../engine/flow-call-error';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { StoreApiError } from '../../stores/api-port';
import type { PasswordFlowContext } from './password-flow-context';

type DataEvent = { type: string; data?: Record<string, unknown> };
type ErrorEvent = { type: string; error: unknown };

function apiErrorOf(event: ErrorEvent): StoreApiError {
  return event.error instanceof FlowCallError ? (event.error.cause as StoreApiError) : { errorCode: 0, kind: 'network' };
}

/**
 * The named actions the three password flows share: keep what was typed, put server field
 * errors (196) at their fields and every failed call in the notice above the form.
 */
export function passwordFormActions(toFieldIssues: (error: StoreApiError) => ValidationIssue[]) {
  return {
    assignData: assign({
      data: ({ context, event }: { context: PasswordFlowContext; event: DataEvent }) =>
        event.data ? { ...context.data, ...event.data } : context.data,
    }),
    clearServerErrors: assign({ serverErrors: () => [] as ValidationIssue[] }),
    clearNotice: assign({ notice: () => null }),
    assignServerErrors: assign({
      serverErrors: ({ event }: { event: ErrorEvent }) => toFieldIssues(apiErrorOf(event)),
    }),
    assignNotice: assign({ notice: ({ event }: { event: ErrorEvent }) => apiErrorOf(event) }),
  };
}
