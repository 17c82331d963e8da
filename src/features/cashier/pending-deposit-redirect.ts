/**
 * The deposit a player left for the provider's page with (spec 2 §4 "the form redirect is stored
 * locally together with the token and reference and resumed after login"): kept in localStorage
 * under an allow-listed site key, so a player who comes back logged out (the session ended while
 * they were away, or the return opened another tab) finishes that deposit once logged in. Only
 * the platform's deposit reference and method id are kept — no login token, card data or amount;
 * the platform answers a reference only to the player it belongs to (another player gets 101 and
 * the entry is dropped).
 */
export const PENDING_DEPOSIT_REDIRECT_KEY = 'site:deposit-pending-redirect';

/** How long a stored redirect may be resumed: a provider page left open longer is not waited for. */
export const PENDING_REDIRECT_MAX_AGE_MS = 60 * 60 * 1000;

const REFERENCE = /^[\w-]{1,64}$/;

export interface PendingDepositRedirect {
  reference: string;
  methodId: number;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Remembers the deposit the page is leaving for the provider with. */
export function storePendingDepositRedirect(storage: KeyValueStorage | undefined, pending: PendingDepositRedirect, now: Date): void {
  if (!REFERENCE.test(pending.reference)) return;
  try {
    storage?.setItem(PENDING_DEPOSIT_REDIRECT_KEY, JSON.stringify({ reference: pending.reference, methodId: pending.methodId, storedAt: now.getTime() }));
  } catch {
    // storage may be blocked: the return address still carries the reference
  }
}

/** The stored redirect when it is well formed and fresh, removed from storage either way (it is resumed once). */
export function takePendingDepositRedirect(storage: KeyValueStorage | undefined, now: Date): PendingDepositRedirect | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(PENDING_DEPOSIT_REDIRECT_KEY) ?? null;
    storage?.removeItem(PENDING_DEPOSIT_REDIRECT_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object') return null;
    const { reference, methodId, storedAt } = value as Record<string, unknown>;
    if (typeof reference !== 'string' || !REFERENCE.test(reference) || typeof methodId !== 'number' || typeof storedAt !== 'number') return null;
    const age = now.getTime() - storedAt;
    return age >= 0 && age <= PENDING_REDIRECT_MAX_AGE_MS ? { reference, methodId } : null;
  } catch {
    return null;
  }
}

/** Forgets the stored redirect (the deposit reached a final status, or its return was resumed). */
export function clearPendingDepositRedirect(storage: KeyValueStorage | undefined): void {
  try {
    storage?.removeItem(PENDING_DEPOSIT_REDIRECT_KEY);
  } catch {
    // nothing stored that could be read
  }
}
