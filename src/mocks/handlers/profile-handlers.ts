import type { HttpHandler } from 'msw';
import { activityOf } from '../platform/account/activity-of';
import { closeAccount } from '../platform/account/close-account';
import { paymentDetailsOf } from '../platform/account/payment-details-of';
import { profileOf } from '../platform/account/profile-of';
import { transactionsPage } from '../platform/account/transactions-of';
import { updateProfile } from '../platform/account/update-profile';
import { platformFailure } from '../platform/platform-failure';
import { endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { requirePlayer } from './require-player';
import { respond } from './respond';

/** The account pages (issue 16 §1, §4): profile, update, close account, activity, payment details, transactions (bonuses: bonus-handlers.ts). */
export function profileHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('profile', () => {
      const session = requirePlayer(db);
      return respond('failure' in session ? session : { data: profileOf(session.player) });
    }),
    endpointHandler('updateProfile', async ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      return respond(updateProfile(db, session.player, await readJsonBody(request)));
    }),
    endpointHandler('closeAccount', async ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      return respond(closeAccount(db, session.player, await readJsonBody(request)));
    }),
    endpointHandler('playerActivity', () => {
      const session = requirePlayer(db);
      return respond('failure' in session ? session : { data: activityOf(session.player, db.now()) });
    }),
    endpointHandler('transactions', ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      const page = transactionsPage(session.player, new URL(request.url).searchParams, db.now());
      return respond(page ? { data: page } : { failure: platformFailure(102, { fields: [{ field: 'type', code: 'oneOf' }] }) });
    }),
    endpointHandler('paymentDetails', () => {
      const session = requirePlayer(db);
      return respond('failure' in session ? session : { data: paymentDetailsOf(db, session.player) });
    }),
  ];
}
