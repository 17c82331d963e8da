import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform-failure';

const CONSENTS = ['privacyPolicyChecked', 'depositAgeAndPolicyChecked'] as const;

export interface PayAndPlayLoginConsents {
  reference: string;
  privacyPolicyChecked: boolean;
  depositAgeAndPolicyChecked: boolean;
}

/**
 * spec 2 §4 "If a loginCode is returned, the player is logged in by token and the consent flags
 * are carried over": a loginByToken with a visitor pay-and-play deposit's login code must carry
 * both consents (196 naming the missing ones, the code stays unused). undefined: not such a code.
 * Read before the single-use code is spent.
 */
export function payAndPlayLoginConsents(db: MockDb, body: Record<string, unknown>): { consents: PayAndPlayLoginConsents } | { failure: PlatformFailure } | undefined {
  const record = typeof body.t === 'string' ? db.state.loginTokens[body.t] : undefined;
  if (record?.payAndPlayDeposit === undefined) return undefined;
  const missing = CONSENTS.filter((consent) => body[consent] !== true);
  if (missing.length > 0) return { failure: platformFailure(196, { fields: missing.map((field) => ({ field, code: 'required' })) }) };
  return { consents: { reference: record.payAndPlayDeposit, privacyPolicyChecked: true, depositAgeAndPolicyChecked: true } };
}

/** Keeps the consents the login carried on the player (GET /api/__mock/pay-and-play reads them back). */
export function recordPayAndPlayConsents(db: MockDb, player: MockPlayer, consents: PayAndPlayLoginConsents): void {
  player.payAndPlayConsents = [...(player.payAndPlayConsents ?? []), { ...consents, at: db.now().toISOString() }];
}
