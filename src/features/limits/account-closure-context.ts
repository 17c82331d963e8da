import type { FormStepContext } from '../../engine/flow-host/form-step-context';
import type { StoreApiError } from '../../stores/api-port';

/** The context of flows/account-closure.flow.json. */
export interface AccountClosureContext extends FormStepContext<StoreApiError> {
  kind: 'timeOut' | 'selfExclusion';
  formId: 'time-out' | 'self-exclusion';
  attemptKey?: string | null;
  /** when the closure ends (ISO), null for a permanent self-exclusion; undefined until closed */
  closedUntil?: string | null;
}
