import type { ApiError } from '../../api/api-error';
import type { WithdrawalSubmitResult } from '../../api/endpoints/withdrawal';
import type { FormStepContext } from '../../engine/flow-host/form-step-context';

/** An error of spec 2 §8 (withdrawal) that shows a panel of its own instead of a plain notice. */
export interface WithdrawalReaction {
  code: number;
  /** 128 with document-related details (age, name, address status, userValidated, hasPendingDocumentRequest) */
  documents: boolean;
}

/** The last final status of a withdrawal frame (ok or failed), shown above the form after the reset. */
export interface WithdrawalStatusNotice {
  ok: boolean;
}

/** The withdrawal flow's context (flows/withdrawal.flow.json). */
export interface WithdrawalContext extends FormStepContext<ApiError> {
  /** the chosen method's folder under schemas/cashier/methods (the variant's method axis); absent: the base form */
  variantMethod?: string;
  result: WithdrawalSubmitResult | null;
  reaction: WithdrawalReaction | null;
  statusNotice: WithdrawalStatusNotice | null;
}
