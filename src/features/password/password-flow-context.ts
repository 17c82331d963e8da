import type { ValidationIssue } from '../../engine/validation-issue';
import type { StoreApiError } from '../../stores/api-port';

/** Context of the forgot-, reset- and change-password flows. */
export interface PasswordFlowContext {
  data: Record<string, unknown>;
  serverErrors: ValidationIssue[];
  /** the failed call shown above the form (181, 113, 116, 150, 182, 109…); null when none */
  notice: StoreApiError | null;
  /** the e-mailed code of /forgot-password/reset/{activationCode} (reset flow only) */
  activationCode?: string;
}
