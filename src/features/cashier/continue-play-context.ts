import type { ApiError } from '../../api/api-error';
import type { ResumeLoginStatus, ResumeSubmitResult } from '../../api/endpoints/resume';
import type { FormStepContext } from '../../engine/flow-host/form-step-context';

/** The continue-play flow's context (flows/continue-play.flow.json). */
export interface ContinuePlayContext extends FormStepContext<ApiError> {
  result: ResumeSubmitResult | null;
  /** the payment's token: what the login status is asked for (from the result, or the session after a top-window provider page) */
  token: string | null;
  status: ResumeLoginStatus | null;
  /** login status calls made while waiting */
  polls: number;
  /** i18n key of the last final status other than ok, shown above the form */
  statusNotice: string | null;
}
