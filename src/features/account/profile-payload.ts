import type { ProfileData, UpdateProfilePayload } from '../../api/endpoints';

/** The fields of the profile form the player may send (schemas/forms/profile-details); e-mail is never sent. */
const EDITABLE = ['nickName', 'firstName', 'lastName', 'birthDate', 'gender', 'country', 'city', 'address', 'zipCode', 'phoneNumber'] as const;
const CONSENTS = ['receiveEmail', 'receiveSms', 'receivePushNotification'] as const;

/** The profile form's data from the platform's answer; fullConsent follows the channels (the fullConsent effect keeps it so). */
export function profileFormData({ details }: ProfileData): Record<string, unknown> {
  const data: Record<string, unknown> = { email: details.email };
  for (const field of EDITABLE) if (details[field] !== '') data[field] = details[field];
  for (const consent of CONSENTS) data[consent] = details[consent];
  data.fullConsent = CONSENTS.some((consent) => details[consent]);
  return data;
}

/**
 * The one profile-update call's payload (spec 3 §7): the changed editable fields and the three
 * consents, never a locked field nor the e-mail, trimmed; fullConsent is only the form's shortcut.
 */
export function updateProfilePayload(data: Record<string, unknown>, locked: readonly string[]): UpdateProfilePayload {
  const payload: UpdateProfilePayload = {};
  for (const field of EDITABLE) {
    const value = data[field];
    if (locked.includes(field) || typeof value !== 'string') continue;
    payload[field] = value.trim();
  }
  for (const consent of CONSENTS) payload[consent] = data[consent] === true;
  return payload;
}
