import { PLAYER_STORAGE_KEYS } from '../stores/player-storage';

/** What the player verifies for (spec 1 §2: stored in session, default deposit); the verification page and the documents wizard read it. */
export type VerificationType = 'deposit' | 'withdrawal';

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function isVerificationType(value: unknown): value is VerificationType {
  return value === 'deposit' || value === 'withdrawal';
}

/**
 * The verification type of this visit: a `validationType` query value (deposit, withdrawal) is
 * stored in the tab's session; without one the stored type, else deposit.
 */
export function resolveVerificationType(queryValue: string | null, storage: SessionStorageLike): VerificationType {
  if (isVerificationType(queryValue)) {
    storage.setItem(PLAYER_STORAGE_KEYS.verificationType, queryValue);
    return queryValue;
  }
  const stored = storage.getItem(PLAYER_STORAGE_KEYS.verificationType);
  return isVerificationType(stored) ? stored : 'deposit';
}

/** The payment page the player continues to after verifying. */
export function paymentPathOf(type: VerificationType): string {
  return type === 'withdrawal' ? '/payment/withdrawal' : '/payment/deposit';
}
