import type { HttpHandler } from 'msw';
import { availableBonusesOf, claimBonus } from '../platform/bonuses/available-bonuses-of';
import { requestedCampaignError } from '../platform/bonuses/campaign-failure';
import { currentBonusesOf, forfeitBonus } from '../platform/bonuses/current-bonuses-of';
import { loyaltyOf } from '../platform/bonuses/loyalty-of';
import { optInPromotion, promotionsOf } from '../platform/bonuses/promotions-of';
import { effectiveMarket } from './effective-market';
import { creatingEndpointHandler, endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { requirePlayer } from './require-player';
import { respond } from './respond';

/**
 * Bonuses and promotions (issue 16 §4, SCENARIOS.md "Bonuses and promotions"): the promotions
 * (visitors too) and opting in, the available bonuses and claiming one, the current bonuses and
 * forfeiting one, loyalty. Opt-in, claim and forfeit are creating calls (Idempotency-Key).
 */
export function bonusHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('promotions', ({ request }) => respond({ data: promotionsOf(db, db.currentPlayer(), effectiveMarket(request, db)) })),
    creatingEndpointHandler(db, 'optInPromotion', async ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      const failure = requestedCampaignError(request);
      if (failure) return respond({ failure });
      return respond(optInPromotion(db, session.player, await readJsonBody(request)));
    }),
    endpointHandler('availableBonuses', () => {
      const session = requirePlayer(db);
      return respond('failure' in session ? session : { data: availableBonusesOf(db, session.player) });
    }),
    creatingEndpointHandler(db, 'claimBonus', async ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      const failure = requestedCampaignError(request);
      if (failure) return respond({ failure });
      return respond(claimBonus(db, session.player, await readJsonBody(request)));
    }),
    endpointHandler('currentBonuses', () => {
      const session = requirePlayer(db);
      return respond('failure' in session ? session : { data: currentBonusesOf(session.player) });
    }),
    creatingEndpointHandler(db, 'forfeitBonus', async ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      return respond(forfeitBonus(db, session.player, await readJsonBody(request)));
    }),
    endpointHandler('loyalty', () => {
      const session = requirePlayer(db);
      return respond('failure' in session ? session : { data: loyaltyOf(db.walletOf(session.player)) });
    }),
  ];
}
