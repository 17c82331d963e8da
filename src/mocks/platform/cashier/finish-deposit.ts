import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform-failure';

/** The browser details depositFinish brings after a fingerprint (spec 2 §7). */
export const FINGERPRINT_DETAILS = ['userAgent', 'acceptHeader', 'language', 'javascriptEnabled', 'colorDepth', 'screenHeight', 'screenWidth', 'timezone', 'javaEnabled'] as const;

/**
 * depositFinish: the deposit must be the player's (else 101). A deposit waiting for its device
 * fingerprint needs every browser detail (else 196 naming the missing ones); with them it goes on
 * and its status becomes ok. The answer is the site's deposit page with the reference.
 */
export function finishDeposit(db: MockDb, player: MockPlayer, body: Record<string, unknown>, siteOrigin: string): { data: { redirectUrl: string } } | { failure: PlatformFailure } {
  const reference = typeof body.reference === 'string' ? body.reference : '';
  const deposit = db.state.deposits?.[reference];
  if (!deposit || deposit.playerId !== player.id) return { failure: platformFailure(101) };
  if (deposit.awaitsFingerprint) {
    const missing = FINGERPRINT_DETAILS.filter((name) => body[name] === undefined || body[name] === '');
    if (missing.length > 0) return { failure: platformFailure(196, { fields: missing.map((field) => ({ field, code: 'required' })) }) };
    deposit.browserDetails = Object.fromEntries(FINGERPRINT_DETAILS.map((name) => [name, body[name]]));
    deposit.awaitsFingerprint = false;
    deposit.finalStatus = 'ok';
  }
  return { data: { redirectUrl: `${siteOrigin}/payment/deposit?reference=${encodeURIComponent(reference)}` } };
}
