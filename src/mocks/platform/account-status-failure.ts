import type { MockPlayer } from '../db/mock-types';
import { platformFailure, type PlatformFailure } from './platform-failure';

/** Why an account may not log in, whatever the password (spec 3 §8); a closure counts until its end at `now`. */
export function accountStatusFailure(player: MockPlayer, now: Date = new Date()): PlatformFailure | undefined {
  const closure = player.closure;
  if (closure && (closure.until === null || Date.parse(closure.until) > now.getTime())) {
    return platformFailure(closure.code, {
      ...(closure.until === null ? { permanent: true } : { blockEndsTime: Date.parse(closure.until) }),
      ...(closure.provider === undefined ? {} : { provider: closure.provider }),
    });
  }
  switch (player.status) {
    case 'frozen':
      return platformFailure(111);
    case 'closed':
      return platformFailure(112, { deletionRequested: false });
    case 'deleted':
      return platformFailure(112, { deletionRequested: true });
    case 'blockedCountry':
      return platformFailure(108);
    case 'selfExcluded':
      return platformFailure(120);
    case 'active':
      return player.activated ? undefined : platformFailure(114);
  }
}
