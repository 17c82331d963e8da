import { assign } from 'xstate';
import type { ValidationIssue } from '../../engine/validation-issue';
import type { StoreApiError } from '../../stores/api-port';
import type { PasswordFlowContext } from './password-flow-context';
import { apiErrorOf } from '../flow-call';

type DataEvent = { type: string; data?: Record<string, unknown> };
type ErrorEvent = { type: string; error: unknown };

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
      serverErrors: ({ event }: { event: ErrorEvent }) => toFieldIssues(apiErrorOf(event.error)),
    }),
    assignNotice: assign({ notice: ({ event }: { event: ErrorEvent }) => apiErrorOf(event.error) }),
  };
}
