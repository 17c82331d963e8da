import type { FormStepContext } from '../../engine/flow-host/form-step-context';
import type { PrefillType } from '../../engine/prefill/prefill-config';
import type { StoreApiError } from '../../stores/api-port';

/** The context of flows/profile-prefill.flow.json. */
export interface PrefillContext extends FormStepContext<StoreApiError> {
  prefillType: PrefillType;
  readonlyFields: string[];
  hiddenFields: string[];
}
