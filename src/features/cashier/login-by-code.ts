import type { LoginResult, TokenLogin } from '../../stores/session-store';

/** The consent flags a pay-and-play visitor gave with the deposit (spec 2 §3 deposit submit payload). */
export interface LoginCodeConsents {
  privacyPolicyChecked?: boolean;
  depositAgeAndPolicyChecked?: boolean;
}

/**
 * spec 2 §4: a login code returned by a deposit's status (pay-and-play) or a resume's login status
 * logs the player in by token (loginByToken); a visitor's consent flags are carried over. True when
 * the player is logged in.
 */
export async function loginByCode(session: { loginByToken(token: TokenLogin): Promise<LoginResult> }, code: string, consents: LoginCodeConsents = {}): Promise<boolean> {
  return (await session.loginByToken({ t: code, ...consents })).ok;
}
