import { describe, expect, it } from 'vitest';
import { forgetReferralCode, referralCodeOf, REFERRAL_CODE_KEY, rememberedReferralCode, rememberReferralCode } from '../../../src/app/journeys/referral-code';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('referral code', () => {
  it('reads a well-formed code of the address and ignores anything else', () => {
    expect(referralCodeOf('?referralCode=FRIEND_42')).toBe('FRIEND_42');
    expect(referralCodeOf('?referralCode=%3Cscript%3E')).toBeNull();
    expect(referralCodeOf(`?referralCode=${'a'.repeat(65)}`)).toBeNull();
    expect(referralCodeOf('?modal=registration')).toBeNull();
  });

  it('keeps the newest code for the tab until forgotten; no code keeps the one before', () => {
    const storage = memoryStorage();
    rememberReferralCode('?referralCode=FIRST', storage);
    rememberReferralCode('?other=1', storage);
    expect(rememberedReferralCode(storage)).toBe('FIRST');
    rememberReferralCode('?referralCode=SECOND', storage);
    expect(rememberedReferralCode(storage)).toBe('SECOND');
    storage.setItem(REFERRAL_CODE_KEY, '<tampered>');
    expect(rememberedReferralCode(storage)).toBeNull();
    forgetReferralCode(storage);
    expect(storage.getItem(REFERRAL_CODE_KEY)).toBeNull();
  });
});
