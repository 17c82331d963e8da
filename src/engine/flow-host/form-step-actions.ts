import { assign } from 'xstate';
import type { ValidationIssue } from '../validation-issue';
import type { FormStepContext } from './form-step-context';

/** What the host gives the shared actions: how a failure maps to fields, and the page's DOM moves. */
export interface FormStepDeps<Failure> {
  /** the failure an actor rejected with, as the platform's error object */
  failureOf: (error: unknown) => Failure;
  /** the failure's field issues (code 196, AML params.fields); fields the form does not show go to the summary */
  toFieldIssues: (failure: Failure) => ValidationIssue[];
  /** brings the top of the step into view (dialog body on desktop, window on mobile) */
  scrollToTop: () => void;
  /** moves focus to the first field with an error once the step has rendered */
  focusFirstError: () => void;
  /** a new idempotency key (UUID v4) for an attempt that creates something */
  newAttemptKey: () => string;
  /** the platform answered the failure (a time-out or a lost connection may still have created it) */
  isAnswered: (failure: Failure) => boolean;
}

type DataEvent = { type: string; data?: Record<string, unknown> };
type ErrorEvent = { type: string; error?: unknown };
type Args = { context: FormStepContext; event: DataEvent & ErrorEvent };

/**
 * The form-step actions every flow shares, by name (and the attempt of a call that creates something). A flow lists them like its own; a feature
 * implements only what is its own. `assignServerErrors` has one meaning everywhere: the issues
 * a field shows go to their fields, and a failure that no field shows becomes the notice.
 */
export function formStepActions<Failure>(deps: FormStepDeps<Failure>) {
  return {
    assignData: assign({
      data: ({ context, event }: Args) => (event.data ? { ...context.data, ...event.data } : context.data),
    }),
    clearServerErrors: assign({ serverErrors: () => [] as ValidationIssue[], notice: () => null }),
    clearNotice: assign({ notice: () => null }),
    assignServerErrors: assign(({ event }: Args) => {
      const failure = deps.failureOf(event.error);
      const serverErrors = deps.toFieldIssues(failure);
      return { serverErrors, notice: serverErrors.length > 0 ? null : failure };
    }),
    assignNotice: assign({ notice: ({ event }: Args) => deps.failureOf(event.error) }),
    scrollToTop: () => deps.scrollToTop(),
    focusFirstError: () => deps.focusFirstError(),
    // the key lives with the attempt: a double submit, a retry after a time-out or a reload sends the same one
    startAttempt: assign({ attemptKey: ({ context }: Args) => context.attemptKey ?? deps.newAttemptKey() }),
    endAttempt: assign({ attemptKey: () => null }),
    // an answered failure ends the attempt (the next submit is a new one); an unanswered one may have gone through
    endAnsweredAttempt: assign({
      attemptKey: ({ context, event }: Args) => (deps.isAnswered(deps.failureOf(event.error)) ? null : (context.attemptKey ?? null)),
    }),
  };
}

/** The names of the shared form-step actions (the content check accepts them in every flow). */
export const FORM_STEP_ACTION_NAMES = Object.keys(
  formStepActions({
    failureOf: () => null,
    toFieldIssues: () => [],
    scrollToTop: () => undefined,
    focusFirstError: () => undefined,
    newAttemptKey: () => '',
    isAnswered: () => true,
  }),
) as (keyof ReturnType<typeof formStepActions>)[];
