import type { ValidationIssue } from '../../engine/validation-issue';
import type { StoreApiError } from '../../stores/api-port';

export interface LoginContext {
  data: Record<string, unknown>;
  serverErrors: ValidationIssue[];
  /** the failed login shown in the floating notice; null when the code is not shown there */
  notice: StoreApiError | null;
}
