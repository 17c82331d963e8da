import type { FormStepContext } from '../../engine/flow-host/form-step-context';
import type { StoreApiError } from '../../stores/api-port';

/** The context of flows/profile.flow.json and flows/profile-close.flow.json. */
export interface ProfileContext extends FormStepContext<StoreApiError> {
  /** the fields the platform locks (verified identity, verified e-mail), shown read-only */
  readonlyFields: string[];
  /** the last save went through (the "saved" status under the form) */
  saved?: boolean;
  /** the player has a password: closing the account asks for it */
  hasPassword: boolean;
  /** the password typed in the password dialog, held only while the close call runs */
  password?: string | null;
}
