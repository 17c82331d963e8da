import type { MockDb } from '../db/create-mock-db';
import { platformFailure, type PlatformFailure } from './platform-failure';

/** Activation by code: 113 used, 116 expired, 150 unknown. */
export function activateAccount(db: MockDb, activationCode: unknown): PlatformFailure | undefined {
  const code = typeof activationCode === 'string' ? activationCode.trim() : '';
  const record = code ? db.state.activationCodes[code] : undefined;
  if (!record) return platformFailure(150);
  if (record.status === 'used') return platformFailure(113);
  if (record.status === 'expired') return platformFailure(116);
  const player = db.findPlayerByEmail(record.email);
  if (!player) return platformFailure(150);
  if (player.activated) {
    record.status = 'used';
    return platformFailure(113);
  }
  player.activated = true;
  record.status = 'used';
  return undefined;
}
