import type { FlowImplementations } from '../load-flow';
import { formStepActions, type FormStepDeps } from './form-step-actions';

/** A feature's own implementations plus the shared form-step actions (a feature's own name wins). */
export function withFormStepActions<Failure>(own: FlowImplementations, deps: FormStepDeps<Failure>): FlowImplementations {
  return { ...own, actions: { ...formStepActions(deps), ...own.actions } };
}
