import type { CampaignCoolOff } from '../../../api/endpoints';
import type { MockPlayer } from '../../db/mock-types';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The player's cool-off (spec 3 §4: "the campaign option can be unavailable during a cool-off"):
 * `campaignCoolOffDays` from the start of the current UTC day, so the date shown is stable for the day.
 */
export function campaignCoolOff(player: MockPlayer | undefined, now: Date): CampaignCoolOff | null {
  const days = player?.campaignCoolOffDays;
  if (days === undefined || days <= 0) return null;
  const startOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { until: new Date(startOfDay + days * DAY_MS).toISOString() };
}
