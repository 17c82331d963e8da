import type { HttpHandler } from 'msw';
import { IDEMPOTENCY_KEY_HEADER } from '../../engine/idempotency-key';
import { ibanVerificationOf, verifyIban } from '../platform/cashier/iban-verification';
import { submitWithdrawal } from '../platform/cashier/submit-withdrawal';
import { withdrawalDetailsOf } from '../platform/cashier/withdrawal-details-of';
import { effectiveMarket } from './effective-market';
import { creatingEndpointHandler, endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { requirePlayer } from './require-player';
import { respond } from './respond';

/** The withdrawal side of the cashier (spec 2 §7): details, withdraw (idempotent), confirm, the IBAN check of 284 (idempotent). */
export function cashierWithdrawalHandlers({ db, providerOrigin }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('withdrawalDetails', ({ request }) => {
      const session = requirePlayer(db);
      return 'failure' in session ? respond(session) : respond({ data: withdrawalDetailsOf(db, session.player, effectiveMarket(request, db)) });
    }),
    creatingEndpointHandler(db, 'withdrawalSubmit', async ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      const body = await readJsonBody(request);
      const result = submitWithdrawal(db, session.player, effectiveMarket(request, db), body, {
        idempotencyKey: request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '',
        providerOrigin,
        siteOrigin: new URL(request.url).origin,
      });
      if ('data' in result && result.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, result.delayMs));
      return respond('failure' in result ? result : { data: result.data });
    }),
    endpointHandler('withdrawalConfirm', async ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      const body = await readJsonBody(request);
      const reference = typeof body.reference === 'string' ? body.reference : '';
      const withdrawal = db.state.withdrawals?.[reference];
      if (!withdrawal || withdrawal.playerId !== session.player.id) return respond({ failure: { status: 404, body: { errorCode: 101 } } });
      withdrawal.confirmed = true;
      return respond({ data: { redirectUrl: `${new URL(request.url).origin}/payment/withdrawal?reference=${encodeURIComponent(reference)}` } });
    }),
    endpointHandler('ibanVerification', () => {
      const session = requirePlayer(db);
      return 'failure' in session ? respond(session) : respond({ data: ibanVerificationOf(db, session.player) });
    }),
    creatingEndpointHandler(db, 'verifyIban', async ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      return respond(verifyIban(db, session.player, await readJsonBody(request)));
    }),
  ];
}
