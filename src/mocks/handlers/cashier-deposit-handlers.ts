import { HttpResponse, type HttpHandler } from 'msw';
import { IDEMPOTENCY_KEY_HEADER } from '../../engine/idempotency-key';
import { updateAffordabilityDetails } from '../platform/cashier/affordability-details';
import { contractStatusOf, signDocuments } from '../platform/cashier/contract-signing';
import { depositDetailsOf, depositLimitsOf } from '../platform/cashier/deposit-details-of';
import { depositStatusOf } from '../platform/cashier/deposit-status-of';
import { finishDeposit } from '../platform/cashier/finish-deposit';
import { payAndPlayVisitorDetails, payAndPlayVisitorStatus, submitPayAndPlayVisitorDeposit } from '../platform/cashier/pay-and-play-visitor-deposit';
import { preDepositInfoOf } from '../platform/cashier/pre-deposit-info';
import { submitDeposit } from '../platform/cashier/submit-deposit';
import { threeDsRedirect } from '../platform/cashier/three-ds-redirect';
import { effectiveMarket } from './effective-market';
import { creatingEndpointHandler, endpointHandler, withoutKeeping } from './endpoint-handler';
import { DEFAULT_THREE_DS_ORIGIN, type HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { requirePlayer } from './require-player';
import { respond } from './respond';
import { servedSettings } from './served-settings';

/** The deposit side of the cashier (spec 2 §7): details, limits, submit, status, finish, the affordability details of 253. */
export function cashierDepositHandlers({ db, providerOrigin, threeDsOrigin }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('depositDetails', ({ request }) => {
      const session = requirePlayer(db);
      // a visitor: the pay-and-play method where it serves them (pay-and-play-visitor-deposit.ts), else 115
      if ('failure' in session) return respond(payAndPlayVisitorDetails(db, effectiveMarket(request, db), servedSettings(request, db)) ?? session);
      return respond({ data: depositDetailsOf(db, session.player, effectiveMarket(request, db)) });
    }),
    endpointHandler('depositLimits', ({ request }) => {
      const session = requirePlayer(db);
      return 'failure' in session ? respond(session) : respond({ data: depositLimitsOf(session.player, effectiveMarket(request, db)) });
    }),
    creatingEndpointHandler(db, 'depositSubmit', async ({ request }) => {
      const session = requirePlayer(db);
      const body = await readJsonBody(request);
      if ('failure' in session) {
        const context = { idempotencyKey: request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '', providerOrigin, siteOrigin: new URL(request.url).origin };
        return respond(submitPayAndPlayVisitorDeposit(db, effectiveMarket(request, db), servedSettings(request, db), body, context) ?? session);
      }
      const result = submitDeposit(db, session.player, effectiveMarket(request, db), body, {
        idempotencyKey: request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '',
        providerOrigin,
        threeDsOrigin: threeDsOrigin ?? DEFAULT_THREE_DS_ORIGIN,
        siteOrigin: new URL(request.url).origin,
      });
      if ('failure' in result) return respond(result);
      // the deposit is taken but its answer is lost on the way (QA: cents .07): nothing kept, the retry finds the deposit by its key
      if (result.loseAnswer) return withoutKeeping(HttpResponse.error() as Response);
      if (result.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, result.delayMs));
      return respond({ data: result.data });
    }),
    endpointHandler('depositStatus', ({ request }) => {
      const session = requirePlayer(db);
      const reference = new URL(request.url).searchParams.get('reference') ?? '';
      if ('failure' in session) return respond(payAndPlayVisitorStatus(db, reference) ?? session);
      return respond(depositStatusOf(db, session.player, reference));
    }),
    endpointHandler('depositPreInfo', ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      return respond(preDepositInfoOf(db, session.player, effectiveMarket(request, db), new URL(request.url).searchParams));
    }),
    endpointHandler('depositFinish', async ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      return respond(finishDeposit(db, session.player, await readJsonBody(request), new URL(request.url).origin));
    }),
    // deposit error 253's player-affordability form (spec 2 §7 updateDetails)
    creatingEndpointHandler(db, 'updateAffordabilityDetails', async ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      return respond(updateAffordabilityDetails(db, session.player, effectiveMarket(request, db), await readJsonBody(request)));
    }),
    // the payment-card contract of methods with depositAgreement (spec 2 §3, §7 Sign documents)
    endpointHandler('contractStatus', () => {
      const session = requirePlayer(db);
      return 'failure' in session ? respond(session) : respond({ data: contractStatusOf(db, session.player) });
    }),
    creatingEndpointHandler(db, 'signDocuments', async ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      return respond(signDocuments(db, session.player, await readJsonBody(request)));
    }),
    endpointHandler('depositThreeDsRedirect', ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      const url = new URL(request.url);
      return respond(threeDsRedirect(db, session.player, url.searchParams, url.origin));
    }),
  ];
}
