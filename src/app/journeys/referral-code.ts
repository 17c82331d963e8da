/**
 * The `referralCode` query parameter (spec 1 §2 "Query parameters: … referralCode"): a visitor who
 * lands with one finds it in the registration form, even when they register later in the tab's
 * session. Kept in sessionStorage (`site:referral-code`, no player data) until a registration
 * went through; a malformed value is ignored.
 */
export const REFERRAL_CODE_KEY = 'site:referral-code';

/** The registration schema's referralCode is at most 64 characters; codes are letters, digits, - and _. */
const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The address's referral code, if it carries a well-formed one. */
export function referralCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get('referralCode')?.trim() ?? '';
  return REFERRAL_CODE.test(code) ? code : null;
}

/** Keeps the address's referral code for this tab (a newer one replaces an older one). */
export function rememberReferralCode(search: string, storage: SessionStore): void {
  const code = referralCodeOf(search);
  if (code === null) return;
  try {
    storage.setItem(REFERRAL_CODE_KEY, code);
  } catch {
    // storage full or blocked: the code only prefills a field the visitor can type
  }
}

/** The remembered referral code, for the registration form. */
export function rememberedReferralCode(storage: SessionStore): string | null {
  try {
    const code = storage.getItem(REFERRAL_CODE_KEY);
    return code !== null && REFERRAL_CODE.test(code) ? code : null;
  } catch {
    return null;
  }
}

/** A registration used it: the next one in this tab starts without. */
export function forgetReferralCode(storage: SessionStore): void {
  try {
    storage.removeItem(REFERRAL_CODE_KEY);
  } catch {
    // nothing kept
  }
}
