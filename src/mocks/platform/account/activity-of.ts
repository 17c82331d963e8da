import type { ActivityData, ActivityEntry } from '../../../api/endpoints';
import type { MockPlayer } from '../../db/mock-types';

const HOUR_MS = 60 * 60 * 1000;
const DEVICES = ['Chrome on Windows', 'Safari on iPhone', 'Firefox on Linux'] as const;

/**
 * The account's recent activity (/my/activity): a login per counted login (newest first, one every
 * 26 hours back from the platform clock), a failed login per counted wrong password and a logout
 * after every login but the current one. Deterministic, so e2e can read it.
 */
export function activityOf(player: MockPlayer, now: Date): ActivityData {
  const entries: ActivityEntry[] = [];
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS).toISOString();
  for (let index = 0; index < Math.min(player.hackCount, 5); index += 1) {
    entries.push({ at: at(index * 0.1 + 0.05), kind: 'failedLogin', ipAddress: '203.0.113.7', device: DEVICES[2] });
  }
  for (let index = 0; index < Math.min(player.loginCount, 10); index += 1) {
    const device = DEVICES[index % 2] ?? DEVICES[0];
    if (index > 0) entries.push({ at: at(index * 26 - 2), kind: 'logout', ipAddress: '198.51.100.23', device });
    entries.push({ at: at(index * 26), kind: 'login', ipAddress: '198.51.100.23', device });
  }
  entries.sort((left, right) => right.at.localeCompare(left.at));
  return { entries };
}
