import type { PlayerSummary } from '../../api/endpoints';
import type { MockPlayer } from '../db/mock-types';

export function playerSummary(player: MockPlayer): PlayerSummary {
  return {
    id: player.id,
    publicUserId: `U${player.id.toUpperCase()}`,
    email: player.email,
    nickName: player.nickName,
    userName: player.email,
    fullName: `${player.firstName} ${player.lastName}`.trim(),
    country: player.country,
    currency: player.currency,
    language: player.language,
    birthDate: player.birthDate,
    emailVerified: player.emailVerified,
    phoneVerified: player.phoneVerified,
    verified: player.verified,
    firstLogin: player.loginCount <= 1,
    hasPassword: player.password !== '',
  };
}
