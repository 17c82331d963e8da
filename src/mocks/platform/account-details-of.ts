import type { AccountDetails } from '../../api/endpoints';
import type { MockPlayer } from '../db/mock-types';
import { playerSummary } from './player-summary';

export function accountDetailsOf(player: MockPlayer): AccountDetails {
  const summary = playerSummary(player);
  return {
    publicUserId: summary.publicUserId,
    firstLogin: summary.firstLogin,
    fullName: summary.fullName,
    firstName: player.firstName,
    lastName: player.lastName,
    nickName: player.nickName,
    userName: summary.userName,
    email: player.email,
    birthDate: player.birthDate,
    gender: player.gender,
    country: player.country,
    city: player.city,
    address: player.address,
    zipCode: player.zipCode,
    phoneNumber: player.phoneNumber,
    currency: player.currency,
    language: player.language,
    receiveEmail: player.receiveEmail,
    receiveSms: player.receiveSms,
    receivePushNotification: player.receivePushNotification,
    hasPassword: summary.hasPassword,
    emailVerified: player.emailVerified,
    phoneVerified: player.phoneVerified,
    ...(player.groups ? { groups: player.groups } : {}),
    ...(player.potentialMinor ? { potentialMinor: true } : {}),
    ...(player.availableBonusCount !== undefined ? { availableBonusCount: player.availableBonusCount } : {}),
  };
}
