import type { AgeVerificationStarted } from '../../../api/endpoints';
import type { MockPlayer } from '../../db/mock-types';

/** Where the mock's provider sends the player back: the profile of the site itself (there is no provider offline). */
export const MOCK_AGE_VERIFICATION_RETURN = '/my/profile';

/**
 * Initialising an age verification (spec 1 §7): a real platform opens a session at the provider and
 * answers its address. The mock's provider proves the age at once — the player is no longer a
 * potential minor — and its address is the site's own profile page, where the player lands.
 */
export function startAgeVerification(player: MockPlayer): { data: AgeVerificationStarted } {
  delete player.potentialMinor;
  return { data: { redirectUrl: MOCK_AGE_VERIFICATION_RETURN } };
}
