import type { ProfileData, UpdateProfilePayload } from '../../api/endpoints';
import { formatPrefillValue, prefillHiddenFields, type PrefillFieldConfig, type PrefillType } from '../../engine/prefill/prefill-config';

/** Every field the prefill form (schemas/forms/profile-prefill) can ask for. */
export const PREFILL_FORM_FIELDS = ['nickName', 'firstName', 'lastName', 'birthDate', 'country', 'state', 'city', 'address', 'zipCode', 'phoneNumber'] as const;
type PrefillFieldName = (typeof PREFILL_FORM_FIELDS)[number];

function isFormField(name: string): name is PrefillFieldName {
  return (PREFILL_FORM_FIELDS as readonly string[]).includes(name);
}

function profileValue(answer: ProfileData, name: PrefillFieldName): string {
  return answer.details[name];
}

/** Whether every mandatory configured field already has a value: nothing to ask, the player goes on. */
export function prefillComplete(answer: ProfileData, config: readonly PrefillFieldConfig[], countryHasStates: boolean): boolean {
  return config.every((field) => {
    if (!field.mandatory || !isFormField(field.name)) return true;
    if (field.name === 'state' && !countryHasStates) return true;
    return profileValue(answer, field.name).trim() !== '';
  });
}

/** The form's start: the configured fields' current values, the type, and what is hidden or locked. */
export function prefillStart(answer: ProfileData, type: PrefillType, config: readonly PrefillFieldConfig[]) {
  const profile: Record<string, unknown> = {};
  for (const name of PREFILL_FORM_FIELDS) {
    const value = profileValue(answer, name);
    if (value !== '') profile[name] = value;
  }
  const hiddenFields = prefillHiddenFields(PREFILL_FORM_FIELDS, config, profile);
  // a read-only field the player must fill (empty) is asked once; a filled one is hidden, so none is shown locked
  return { data: { ...profile, prefillType: type }, hiddenFields, readonlyFields: [] as string[] };
}

/** The profile-update payload of the prefill form: the configured, not hidden fields, each through its formatter. */
export function prefillPayload(data: Record<string, unknown>, config: readonly PrefillFieldConfig[], hidden: readonly string[]): UpdateProfilePayload {
  const payload: Record<string, unknown> = {};
  for (const field of config) {
    if (!isFormField(field.name) || hidden.includes(field.name)) continue;
    const value = formatPrefillValue(field.formatter, data[field.name]);
    if (typeof value === 'string' && value !== '') payload[field.name] = value;
  }
  return payload;
}
