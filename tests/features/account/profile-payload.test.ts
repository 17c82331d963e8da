import { describe, expect, it } from 'vitest';
import type { ProfileData } from '../../../src/api/endpoints';
import { profileFormData, updateProfilePayload } from '../../../src/features/account/profile-payload';

const answer: ProfileData = {
  details: {
    publicUserId: 'UP1',
    userName: 'player@example.com',
    nickName: 'LuckyAnna',
    email: 'player@example.com',
    firstName: 'Anna',
    lastName: 'Kovács',
    birthDate: '1990-05-17',
    gender: 'female',
    country: 'HUN',
    state: '',
    city: 'Budapest',
    address: '',
    zipCode: '1051',
    phoneNumber: '+36201234567',
    currency: 'HUF',
    receiveEmail: false,
    receiveSms: true,
    receivePushNotification: false,
    hasPassword: true,
    verified: true,
  },
  lockedFields: ['firstName', 'lastName', 'birthDate', 'gender', 'country', 'email'],
};

describe('profile payload', () => {
  it('fills the form from the answer: empty details stay empty, full consent follows the channels', () => {
    const data = profileFormData(answer);
    expect(data).toMatchObject({ email: 'player@example.com', nickName: 'LuckyAnna', city: 'Budapest', receiveSms: true, fullConsent: true });
    expect('address' in data).toBe(false);
    expect(profileFormData({ ...answer, details: { ...answer.details, receiveSms: false } }).fullConsent).toBe(false);
  });

  it('sends the editable fields trimmed and the three consents, never a locked field, the e-mail or fullConsent', () => {
    const payload = updateProfilePayload(
      { ...profileFormData(answer), city: '  Szeged ', firstName: 'Changed', email: 'other@example.com', fullConsent: true, receivePushNotification: true },
      answer.lockedFields,
    );
    expect(payload).toEqual({
      nickName: 'LuckyAnna',
      city: 'Szeged',
      zipCode: '1051',
      phoneNumber: '+36201234567',
      receiveEmail: false,
      receiveSms: true,
      receivePushNotification: true,
    });
  });

  it('sends an unlocked identity field when the player is not verified yet', () => {
    expect(updateProfilePayload({ firstName: ' Béla ' }, [])).toMatchObject({ firstName: 'Béla', receiveEmail: false });
  });
});
