/** Registration methods of the chooser (spec 1 §2), in the spec's order. */
export const REGISTRATION_METHODS = ['regular', 'smartId', 'mobileId', 'payAndPlay', 'idin', 'trustly', 'cddn', 'top'] as const;

export type RegistrationMethod = (typeof REGISTRATION_METHODS)[number];

export interface RegistrationMethodRules {
  /** `fe.registration.methods.selector`: the market's methods, in the order offered */
  configured: unknown;
  /** pay-and-play deposit allowed for this visitor: then payAndPlay alone */
  payAndPlayAllowed: boolean;
  /** methods this build can run */
  implemented: readonly string[];
}

/**
 * The registration chooser's methods (spec 1 §2): those of the selector setting, in its order,
 * without duplicates or unknown names; payAndPlay only when pay-and-play deposit is allowed, and
 * then alone (as the login does).
 * One method is chosen automatically by the caller; none means "No methods available.".
 */
export function offeredRegistrationMethods(rules: RegistrationMethodRules): RegistrationMethod[] {
  const configured = Array.isArray(rules.configured) ? rules.configured : [];
  const offered: RegistrationMethod[] = [];
  for (const name of configured) {
    if (!(REGISTRATION_METHODS as readonly unknown[]).includes(name)) continue;
    const method = name as RegistrationMethod;
    if (method === 'payAndPlay' && !rules.payAndPlayAllowed) continue;
    if (!offered.includes(method) && rules.implemented.includes(method)) offered.push(method);
  }
  return rules.payAndPlayAllowed ? offered.filter((method) => method === 'payAndPlay') : offered;
}
