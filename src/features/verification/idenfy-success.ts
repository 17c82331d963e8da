/**
 * sessionStorage: an iDenfy verification has just succeeded in this tab (spec 1 §4: the next
 * login does not open modal-after-login). Holds only "1", no player data; the after-login
 * journey reads it once and removes it.
 */
export const IDENFY_SUCCESS_KEY = 'site:idenfy-verified';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function rememberIdenfySuccess(storage: FlagStorage): void {
  try {
    storage.setItem(IDENFY_SUCCESS_KEY, '1');
  } catch {
    // storage may be blocked: modal-after-login then opens as usual
  }
}

/** Whether an iDenfy verification just succeeded; reading it uses it up. */
export function takeIdenfySuccess(storage: FlagStorage): boolean {
  try {
    const found = storage.getItem(IDENFY_SUCCESS_KEY) === '1';
    storage.removeItem(IDENFY_SUCCESS_KEY);
    return found;
  } catch {
    return false;
  }
}

/** Whether an iDenfy verification just succeeded, without using it up (read while planning). */
export function hasIdenfySuccess(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(IDENFY_SUCCESS_KEY) === '1';
  } catch {
    return false;
  }
}
