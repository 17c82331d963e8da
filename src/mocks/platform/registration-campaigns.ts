import type { RegistrationCampaign } from '../../engine/runtime-inputs/runtime-input-types';

/** CMS campaign titles (platform content, not UI text). */
const CAMPAIGNS: readonly RegistrationCampaign[] = [
  { campaignId: 101, title: 'Welcome bonus: 100% up to 100 EUR' },
  { campaignId: 102, title: '50 free spins on your first deposit' },
];

/** Markets that offer no bonus at registration (Sweden: bonus only at the first deposit). */
const NO_REGISTRATION_BONUS = new Set(['SWE']);

/**
 * The campaigns the platform offers at registration in a market: served by
 * GET /api/campaigns/registration and the registration form's runtime input `campaigns`
 * when the platform validates a registration.
 */
export function registrationCampaigns(market: string): readonly RegistrationCampaign[] {
  return NO_REGISTRATION_BONUS.has(market) ? [] : CAMPAIGNS;
}
