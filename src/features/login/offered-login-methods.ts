import { LOGIN_METHODS, type LoginMethod } from './login-method';

export interface LoginMethodRules {
  /** `fe.login.methods`: the market's methods, in the order offered (unknown names are ignored) */
  configured: unknown;
  /** pay-and-play deposit allowed for this visitor (`fe.payAndPlay`, spec 2 §7) */
  payAndPlayAllowed: boolean;
  /** `be.zignSecActive` */
  zignSecActive: boolean;
  /** methods this build can run (the login method registry); the others are never offered */
  implemented: readonly LoginMethod[];
}

export interface OfferedLoginMethods {
  methods: LoginMethod[];
  /** the first available method, null when none is */
  defaultMethod: LoginMethod | null;
}

/**
 * Which login methods the login screen offers (spec 1 §2 and §4): those of `fe.login.methods`
 * in that order, without duplicates; payAndPlay only when pay-and-play deposit is allowed and
 * then alone; zignSec only when `be.zignSecActive`; only methods with an implementation. The
 * first one is the default. Markets differ through their settings only.
 */
export function offeredLoginMethods(rules: LoginMethodRules): OfferedLoginMethods {
  const configured = Array.isArray(rules.configured) ? rules.configured : [];
  const available: LoginMethod[] = [];
  for (const name of configured) {
    if (!(LOGIN_METHODS as readonly unknown[]).includes(name)) continue;
    const method = name as LoginMethod;
    if (available.includes(method) || !rules.implemented.includes(method)) continue;
    if (method === 'payAndPlay' && !rules.payAndPlayAllowed) continue;
    if (method === 'zignSec' && !rules.zignSecActive) continue;
    available.push(method);
  }
  const methods: LoginMethod[] = available.includes('payAndPlay') ? ['payAndPlay'] : available;
  return { methods, defaultMethod: methods[0] ?? null };
}
