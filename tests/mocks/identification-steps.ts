import type { ApiClient } from '../../src/api/create-api-client';
import type { IdentificationResult, IdentifyPayload } from '../../src/api/endpoints';
import type { Decision, Persona, ProviderHarness } from './provider-harness';

/** Valid codes and number of SCENARIOS.md "Third-party identification" (checksums computed, tested). */
export const EST_PERSONAL_CODE = '49005170276';
export const LTU_PERSONAL_CODE = '38803120448';
export const LTU_PHONE = '+37061234567';
/** a woman born 2007-06-01: under the 21 years of EST and LTU */
export const EST_MINOR_PERSONAL_CODE = '60706010129';

/** What the player types in a third-party registration form (identified details come from the token). */
/**
 * A complete registration form as the browser sends it (the mock validates it with the market's
 * compiled registration form); what the identification proved (name, birth date, country…)
 * replaces the matching fields on the server.
 */
export function registrationForm(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email,
    confirmEmail: email,
    password: 'Str0ng!Passw0rd',
    confirmPassword: 'Str0ng!Passw0rd',
    nickName: (email.split('@')[0] ?? 'player').replace(/[^A-Za-z0-9]/g, '').slice(0, 16),
    birthDate: '1990-01-15',
    gender: 'female',
    country: 'HUN',
    zipCode: '1051',
    phoneNumber: '+36201234567',
    currency: 'EUR',
    ageAndPolicyChecked: true,
    privacyPolicyChecked: true,
    ...overrides,
  };
}

/**
 * The whole round trip of one identification: start it, let the "person" decide at the
 * provider, then read the platform's answer the way the method's kind does (waiting request
 * for code methods, result submission for the others).
 */
export async function identifyAndDecide(
  client: ApiClient,
  provider: ProviderHarness,
  payload: IdentifyPayload,
  decision: Decision,
  persona?: Persona,
): Promise<IdentificationResult> {
  const started = await client.call('identify', payload);
  if (!started.ok) throw new Error(`identify failed: ${JSON.stringify(started.error)}`);
  const token = started.data.identificationToken;
  await provider.decide(token, decision, persona);
  const codeMethod = payload.method === 'smartId' || payload.method === 'mobileId';
  const answer = codeMethod
    ? await client.call('identificationWait', { token })
    : await client.call('identificationResult', { method: payload.method, titanToken: token });
  if (!answer.ok) throw new Error(`answer failed: ${JSON.stringify(answer.error)}`);
  return answer.data;
}
