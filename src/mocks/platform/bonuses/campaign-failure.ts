import type { CampaignCoolOff } from '../../../api/endpoints';
import { platformFailure, type PlatformFailure } from '../platform-failure';

/** The campaign error codes of spec 3 §8 ("400 to 405 campaigns"). */
export const CAMPAIGN_ERROR_CODES = [400, 401, 402, 403, 404, 405] as const;

/** Header a test sends to make one opt-in or claim fail with a campaign code (vitest). */
export const CAMPAIGN_ERROR_HEADER = 'x-mock-campaign-error';

/**
 * QA input: `?campaignError=401` on the page that opts in or claims (the request's referrer), or the
 * header, answers that campaign code instead — 400 to 405 (SCENARIOS.md "Bonuses and promotions").
 */
export function requestedCampaignError(request: Request): PlatformFailure | null {
  let requested = request.headers.get(CAMPAIGN_ERROR_HEADER);
  if (requested === null && request.referrer.startsWith('http')) requested = new URL(request.referrer).searchParams.get('campaignError');
  const code = Number(requested);
  return (CAMPAIGN_ERROR_CODES as readonly number[]).includes(code) ? platformFailure(code) : null;
}

/** During a cool-off every opt-in and claim is refused with 405 ("cannot be claimed right now"). */
export function coolOffFailure(coolOff: CampaignCoolOff | null): PlatformFailure | null {
  return coolOff ? platformFailure(405) : null;
}
