import { describe, expect, it } from 'vitest';
import { fullConsent } from '../../../src/engine/effects/full-consent';
import { testContext } from '../rules/test-context';

const params = { field: 'fullConsent', email: 'receiveEmail', sms: 'receiveSms', push: 'receivePushNotification' };
const none = { fullConsent: false, receiveEmail: false, receiveSms: false, receivePushNotification: false };

describe('fullConsent (spec 3 §2 consents group)', () => {
  it('ticking full consent ticks e-mail, SMS and push together', () => {
    expect(fullConsent({ ...none, fullConsent: true }, params, testContext(), none)).toEqual({
      fullConsent: true,
      receiveEmail: true,
      receiveSms: true,
      receivePushNotification: true,
    });
  });

  it('clearing full consent clears all three', () => {
    const all = { fullConsent: true, receiveEmail: true, receiveSms: true, receivePushNotification: true };
    expect(fullConsent({ ...all, fullConsent: false }, params, testContext(), all)).toEqual(none);
  });

  it('is on as soon as any one channel is on, and off when none is', () => {
    const sms = { ...none, receiveSms: true };
    expect(fullConsent(sms, params, testContext(), none)).toEqual({ ...sms, fullConsent: true });
    const before = { ...sms, fullConsent: true };
    const cleared = { ...before, receiveSms: false };
    expect(fullConsent(cleared, params, testContext(), before)).toEqual(none);
  });

  it('leaves consistent data as the same object (no extra render)', () => {
    const data = { ...none, receiveEmail: true, fullConsent: true };
    expect(fullConsent(data, params, testContext(), data)).toBe(data);
    expect(fullConsent(none, params, testContext())).toBe(none);
  });
});
