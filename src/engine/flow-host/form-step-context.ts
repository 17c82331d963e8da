import type { ValidationIssue } from '../validation-issue';

/**
 * What every flow that shows forms keeps in its context, so the host and the shared form-step
 * actions can read it without knowing the feature: the data typed so far, the server's field
 * issues, the failed call shown in the notice, and the fields the step shows read-only.
 */
export interface FormStepContext<Failure = unknown> {
  data: Record<string, unknown>;
  serverErrors: ValidationIssue[];
  /** a failed call no field shows: the notice above the form; null when none */
  notice: Failure | null;
  /** field names shown read-only (e.g. what a provider identified) */
  readonlyFields?: string[];
  /** field names carried but not shown (e.g. what a runtime configuration does not ask for) */
  hiddenFields?: string[];
  /** the idempotency key of the attempt under way (a call that creates something); null between attempts */
  attemptKey?: string | null;
}
