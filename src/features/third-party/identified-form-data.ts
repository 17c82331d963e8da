import type { IdentificationResult } from '../../api/endpoint-types';

/** Identified details that are registration fields (never the authorization token). */
const FORM_DETAILS = ['birthDate', 'gender', 'nationalIdNumber', 'country', 'email', 'phoneNumber'] as const;

/**
 * The registration form values an identification fixes: each identified detail that is a
 * field of the market's form (spec 1 §4: the form is predefined and these are read-only).
 */
export function identifiedFormData(result: IdentificationResult | null, formFields: readonly string[]): Record<string, string> {
  const details = result?.details ?? {};
  const gender = details.gender ?? result?.gender;
  const data: Record<string, string> = {};
  for (const name of FORM_DETAILS) {
    const value = name === 'gender' ? gender : details[name];
    if (typeof value === 'string' && value !== '' && formFields.includes(name)) data[name] = value;
  }
  return data;
}
