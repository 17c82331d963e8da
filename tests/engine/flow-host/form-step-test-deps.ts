import { fieldErrorsFromApiError } from '../../../src/api/field-errors-from-api-error';
import type { FormStepDeps } from '../../../src/engine/flow-host/form-step-actions';
import { withFormStepActions } from '../../../src/engine/flow-host/with-form-step-actions';
import type { FlowImplementations } from '../../../src/engine/load-flow';
import type { StoreApiError } from '../../../src/stores/api-port';
import { apiErrorOf } from '../../../src/stores/flow-call';

let keys = 0;

/** The shared form-step actions as the flow host binds them, with a counter for attempt keys and no page to scroll. */
export function formStepTestDeps(overrides: Partial<FormStepDeps<StoreApiError>> = {}): FormStepDeps<StoreApiError> {
  return {
    failureOf: apiErrorOf,
    toFieldIssues: (error) => fieldErrorsFromApiError(error),
    scrollToTop: () => undefined,
    focusFirstError: () => undefined,
    newAttemptKey: () => `00000000-0000-4000-8000-${String(++keys).padStart(12, '0')}`,
    isAnswered: (failure) => failure.kind === 'server',
    ...overrides,
  };
}

/** A feature's implementations as the host runs them: plus the engine's form-step actions. */
export function asHosted(own: FlowImplementations, overrides: Partial<FormStepDeps<StoreApiError>> = {}): FlowImplementations {
  return withFormStepActions(own, formStepTestDeps(overrides));
}
