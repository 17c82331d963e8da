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
  /**
   * an earlier submission got no answer (client time-out, lost connection, a reload during the
   * call): it may have registered the player, so a later 105 offers the next step
   */
  timedOut?: boolean;
  /** the platform answered 105 after such a submission: what the next step needs */
  alreadyRegistered?: AlreadyRegistered | null;
}

/** The e-mail is registered already, most likely by this player's own unanswered submission. */
export interface AlreadyRegistered {
  /** the account still waits for its activation (the 105's `errorDetails.activationRequired`) */
  activationRequired: boolean;
}
