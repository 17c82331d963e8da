import { draftStorageKey, DRAFT_KEY_PREFIX } from '../engine/drafts/drafts';

/**
 * The only browser-storage keys the site writes for a player (DESIGN §5: allow-listed keys,
 * cleared at logout; never tokens, card data, documents or answers).
 */
export const PLAYER_STORAGE_KEYS = {
  /** localStorage: the e-mail used to register, until the REGISTERED event carried it (spec 1 §7) */
  registrationEmail: 'registrationEmail',
  /** sessionStorage: the verification type of /my/verification, deposit or withdrawal (spec 1 §2, §7) */
  verificationType: 'site:verification-type',
  /** sessionStorage: the verification method the player chose on /my/verification (spec 1 §7) */
  verificationMethod: 'site:verification-method',
  /** sessionStorage: the id of the game session this tab has open, for `gaming=exit` (spec 3 §4, src/features/games) */
  gameSession: 'site:game-session',
  /** localStorage: the game session last started in this browser, so other tabs end theirs (parallel, spec 3 §3) */
  gameStarted: 'site:game-started',
  /**
   * sessionStorage: the continue-play payment being resumed after a top-window provider page (spec 2 §4: the
   * token is stored in the session for resumption, with the game-after-login target); a payment reference, no login token
   */
  resumePayment: 'site:resume-payment',
  /** sessionStorage: the document type last chosen for account validation (spec 1 §7; a type name, never an image) */
  documentType: 'site:document-type',
} as const;

/**
 * sessionStorage: one draft per journey under `site:draft:<journey>` (src/engine/drafts: step,
 * non-sensitive fields, the attempt's idempotency key), removed at logout.
 */
export const PLAYER_STORAGE_PREFIXES = [DRAFT_KEY_PREFIX] as const;

type KeyValueStorage = Pick<Storage, 'removeItem'> & Partial<Pick<Storage, 'key' | 'length'>>;

/** Removes every allow-listed player key and every draft; called when the player logs out. */
export function clearPlayerStorage(...storages: KeyValueStorage[]): void {
  for (const storage of storages) {
    for (const key of Object.values(PLAYER_STORAGE_KEYS)) storage.removeItem(key);
    for (const key of keysOf(storage)) {
      if (PLAYER_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
    }
  }
}

/** The storage's keys, read before removing (removal shifts the indexes). */
function keysOf(storage: KeyValueStorage): string[] {
  if (typeof storage.key !== 'function' || typeof storage.length !== 'number') return [];
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/**
 * Site keys that hold no player data and survive logout: the alarm banner the visitor closed,
 * the poker-app mode (spec 1 §4: kept after logout), the cookie choice (spec 3 §3) and the
 * game-after-login target (spec 1 §4: remembered across sign-in, re-armed after logout), and
 * the state a redirect identification left with.
 */
export const SITE_STORAGE_KEYS = [
  'site:alarm-dismissed',
  'site:poker-app',
  'site:cookie-consent',
  'site:game-after-login',
  // the random state of a redirect identification (no token): the return must bring it back
  'site:identification-state',
  // when the session-time dialog may ask each player again (spec 3 §4: snoozed 24 h per user, kept across logouts)
  'site:session-time-snooze',
  // an iDenfy verification just succeeded in this tab (spec 1 §4: the next login skips modal-after-login); "1" only
  'site:idenfy-verified',
  // localStorage: the deposit reference a player left for a provider's page with, resumed after a login (spec 2 §4;
  // src/features/cashier/pending-deposit-redirect.ts); survives logout by design, no token, answered only to its owner
  'site:deposit-pending-redirect',
  // sessionStorage: the landing address's referralCode for the registration form (spec 1 §2; src/app/journeys/referral-code.ts), until a registration
  'site:referral-code',
] as const;

/** Every key the site may write; the mock platform's own `mock-platform:` keys are the simulated server's. */
export function isAllowedStorageKey(key: string): boolean {
  return (
    (Object.values(PLAYER_STORAGE_KEYS) as string[]).includes(key) ||
    (SITE_STORAGE_KEYS as readonly string[]).includes(key) ||
    PLAYER_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix) && isDraftKey(key)) ||
    key.startsWith('mock-platform:')
  );
}

function isDraftKey(key: string): boolean {
  try {
    return draftStorageKey(key.slice(DRAFT_KEY_PREFIX.length)) === key;
  } catch {
    return false;
  }
}
