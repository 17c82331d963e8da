import type { LimitsData } from '../../api/endpoints';
import type { FormStepContext } from '../../engine/flow-host/form-step-context';
import type { DepositLimitConfirmation } from '../../engine/limits/deposit-limit-confirmations';
import type { StoreApiError } from '../../stores/api-port';

/** The context of flows/limit-deposit-cumulative.flow.json. */
export interface DepositLimitModalContext extends FormStepContext<StoreApiError> {
  attemptKey?: string | null;
  /** the limits as loaded when the modal opened */
  limits: LimitsData | null;
  /** the popups the submitted change needs, in the order shown */
  confirmations: DepositLimitConfirmation[];
}
