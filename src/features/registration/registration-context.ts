import type { ValidationIssue } from '../../engine/validation-issue';
import type { SessionPlayer } from '../../stores/player-types';
import type { StoreApiError } from '../../stores/api-port';

export type RegistrationData = Record<string, unknown>;

export interface RegistrationResult {
  activationRequired?: boolean;
  verificationRequired?: boolean;
  autoLogin?: boolean;
  player?: SessionPlayer;
}

/** What the registration flow remembers between steps. */
export interface RegistrationContext {
  data: RegistrationData;
  serverErrors: ValidationIssue[];
  /** a server error that belongs to no field: shown in the auto-hiding error box */
  notice: StoreApiError | null;
  result: RegistrationResult | null;
  /** the idempotency key of the registration attempt (the same on a retry after a time-out) */
  attemptKey?: string | null;
}
