import type { ContactMessageSent } from '../../api/endpoints';
import type { FormStepContext } from '../../engine/flow-host/form-step-context';
import type { StoreApiError } from '../../stores/api-port';

/** The context of flows/contact-us.flow.json. */
export interface ContactContext extends FormStepContext<StoreApiError> {
  /** the names and e-mail the profile holds: sent as the profile has them, shown locked */
  readonlyFields: string[];
  /** the profile's values of the locked fields: what the message sends, whatever the form shows */
  profileData: Record<string, unknown>;
  /** one idempotency key per chosen attachment (by item id), kept across a retry */
  uploadKeys: Record<string, string>;
  /** the platform's answer to the last message sent (the thanks screen) */
  sent: ContactMessageSent | null;
}
