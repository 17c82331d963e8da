import type { MockDb } from '../../db/create-mock-db';
import type { MockPlayer } from '../../db/mock-types';
import { platformFailure, type PlatformFailure } from '../platform-failure';

const STATUS = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

/**
 * GET /api/conekta/redirect.html (spec 2 §4, §7): after a 3-D Secure check that did not end in
 * `paid` without an error, the app reports the bank's answer. The deposit is the player's (else
 * 101); it ends failed (nothing is credited) and the answer is kept. The redirect URL is the
 * site's deposit page with the reference and the status, as the card processor would send.
 */
export function threeDsRedirect(db: MockDb, player: MockPlayer, query: URLSearchParams, siteOrigin: string): { data: { redirectUrl: string } } | { failure: PlatformFailure } {
  const reference = query.get('reference') ?? '';
  const deposit = db.state.deposits?.[reference];
  if (!deposit || deposit.playerId !== player.id) return { failure: platformFailure(101) };
  const paymentStatus = query.get('payment_status') ?? '';
  if (!STATUS.test(paymentStatus)) return { failure: platformFailure(196, { fields: [{ field: 'payment_status', code: 'required' }] }) };
  const error = (query.get('error') ?? '').slice(0, 500);
  if (!deposit.credited) deposit.finalStatus = 'failed';
  deposit.threeDs = { paymentStatus, error };
  return { data: { redirectUrl: `${siteOrigin}/payment/deposit?reference=${encodeURIComponent(reference)}&status=failed` } };
}
