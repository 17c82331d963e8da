import type { ProfileData } from '../../../api/endpoints';
import type { MockPlayer } from '../../db/mock-types';
import { playerSummary } from '../player-summary';

/** What a verified identity locks (spec 3 §2 "what can and cannot be changed"): changed only through support. */
export const IDENTITY_FIELDS = ['firstName', 'lastName', 'birthDate', 'gender', 'country'] as const;

/** The fields the player cannot change: the identity once verified, the e-mail once verified (it is the login). */
export function lockedFieldsOf(player: MockPlayer): string[] {
  return [...(player.verified ? IDENTITY_FIELDS : []), ...(player.emailVerified ? ['email'] : [])];
}

/** The profile page's answer: the editable details, the consents and the locked fields. */
export function profileOf(player: MockPlayer): ProfileData {
  const summary = playerSummary(player);
  return {
    details: {
      publicUserId: summary.publicUserId,
      userName: summary.userName,
      nickName: player.nickName,
      email: player.email,
      firstName: player.firstName,
      lastName: player.lastName,
      birthDate: player.birthDate,
      gender: player.gender,
      country: player.country,
      state: player.state ?? '',
      city: player.city,
      address: player.address,
      zipCode: player.zipCode,
      phoneNumber: player.phoneNumber,
      currency: player.currency,
      receiveEmail: player.receiveEmail,
      receiveSms: player.receiveSms,
      receivePushNotification: player.receivePushNotification,
      hasPassword: summary.hasPassword,
      verified: player.verified,
    },
    lockedFields: lockedFieldsOf(player),
  };
}
