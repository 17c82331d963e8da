/** Methods paid away from the site (spec 2 §9): their deposit answer is the finish screen with what the player needs. */
export const OFFLINE_TRANSFER_METHOD = 10000;
export const CASH_AT_CASINO_METHOD = 10003;

/** The operator's collection account the offline transfers go to (a valid Hungarian IBAN, checked by ibantools in tests). */
const COLLECTION_IBAN = 'HU42 1177 3016 1111 1018 0000 0000';

/**
 * The finish parameters of an offline method's deposit: for the offline bank transfer the
 * operator's account and the reference the transfer must carry; for cash at the casino the code
 * to show at the desk, the casino the player chose and the last day it is valid (7 days).
 * Undefined for every other method.
 */
export function offlineFinishParams(method: number, reference: string, body: Record<string, unknown>, now: Date): { name: string; value: string }[] | undefined {
  if (method === OFFLINE_TRANSFER_METHOD) {
    return [
      { name: 'beneficiary', value: 'Casino Operations Ltd.' },
      { name: 'iban', value: COLLECTION_IBAN },
      { name: 'bic', value: 'OTPVHUHB' },
      { name: 'reference', value: reference },
    ];
  }
  if (method === CASH_AT_CASINO_METHOD) {
    const validUntil = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const casino = typeof body.casino === 'string' ? body.casino : '';
    return [
      { name: 'cashCode', value: reference.replace(/^dep-?/, '').toUpperCase() },
      { name: 'casino', value: casino },
      { name: 'validUntil', value: validUntil },
      { name: 'reference', value: reference },
    ];
  }
  return undefined;
}
