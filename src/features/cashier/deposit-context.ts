import type { ApiError } from '../../api/api-error';
import type { DepositStatus, DepositSubmitResult } from '../../api/endpoints/cashier';
import type { FormStepContext } from '../../engine/flow-host/form-step-context';

/** An error of spec 2 §8 that shows its own component instead of a plain notice. */
export interface DepositReaction {
  code: number;
  subCode?: string;
  /** 128 with document-related details (age, name, address, userValidated, pending document request, phone or e-mail) */
  documents: boolean;
}

/** The deposit flow's context (flows/deposit.flow.json). */
export interface DepositContext extends FormStepContext<ApiError> {
  /** the chosen method's folder under schemas/cashier/methods (the variant's method axis); absent: the derived field set */
  variantMethod?: string;
  result: DepositSubmitResult | null;
  status: DepositStatus | null;
  /** status calls made while waiting */
  polls: number;
  reaction: DepositReaction | null;
  /** the token fields of the attempt's createPaymentToken (token flow), copied into the deposit */
  token: Record<string, string> | null;
  /** the encrypted values of the attempt's encrypted server fields, sent instead of what was typed */
  encrypted: Record<string, string> | null;
  /** i18n key of the last final status other than ok, shown above the form */
  statusNotice: string | null;
  /** the bank's answer to a 3-D Secure check that did not end paid (spec 2 §4): reported, then said above the form */
  threeDs: { paymentStatus: string; error: string } | null;
}
