import { describe, expect, it } from 'vitest';
import { smsConsentPhone } from '../../../src/engine/rules/sms-consent-phone';
import { testContext } from './test-context';

const params = { field: 'receiveSms', phone: 'phoneNumber' };

describe('smsConsentPhone', () => {
  it('needs a phone number to subscribe to SMS', () => {
    expect(smsConsentPhone({ receiveSms: true }, params, testContext())).toEqual([{ field: '/receiveSms', code: 'smsConsentPhoneMissing' }]);
  });
  it('needs a valid phone number', () => {
    expect(smsConsentPhone({ receiveSms: true, phoneNumber: '+3612' }, params, testContext())).toEqual([
      { field: '/receiveSms', code: 'smsConsentPhoneInvalid' },
    ]);
    expect(smsConsentPhone({ receiveSms: true, phoneNumber: '+36201234567' }, params, testContext())).toEqual([]);
  });
  it('does nothing without the consent', () => {
    expect(smsConsentPhone({ receiveSms: false }, params, testContext())).toEqual([]);
  });
});
