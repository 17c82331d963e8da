import type { IdentificationResult } from '../../api/endpoints';

/** Identified details that are registration fields (never the authorization token). */
const FORM_DETAILS = ['birthDate', 'gender', 'nationalIdNumber', 'country', 'email', 'phoneNumber'] as const;

/**
 * The registration form values an identification fixes (spec 1 §4: the form is predefined and
 * these are read-only): each identified detail, or only those that are fields of `formFields`.
 */
export function identifiedFormData(result: IdentificationResult | null, formFields?: readonly string[]): Record<string, string> {
  const details = result?.details ?? {};
  const gender = details.gender ?? result?.gender;
  const data: Record<string, string> = {};
  for (const name of FORM_DETAILS) {
    const value = name === 'gender' ? gender : details[name];
    if (typeof value === 'string' && value !== '' && (formFields === undefined || formFields.includes(name))) data[name] = value;
  }
  return data;
}
