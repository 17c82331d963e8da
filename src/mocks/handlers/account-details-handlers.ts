import { delay, type HttpHandler } from 'msw';
import { accountDetailsOf } from '../platform/account-details-of';
import { startAgeVerification } from '../platform/account/start-age-verification';
import { creatingEndpointHandler, endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { requirePlayer } from './require-player';
import { respond } from './respond';

/** The account whose details answer after `slowDetailsMs`: past the popover's 100 ms limit. */
export const SLOW_DETAILS = 'slowdetails@example.com';

export function accountDetailsHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('accountDetails', async () => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      if (session.player.email === SLOW_DETAILS) await delay(db.state.slowDetailsMs);
      const { player } = session;
      // what the menu visibility rules read (spec 3 §6): verification, pay-and-play, applied rules, limits
      const menuInputs = {
        verified: player.verified,
        payAndPlay: player.payAndPlay === true,
        appliedCountryRules: player.market,
        permanentNetDepositLimit: player.permanentNetDepositLimit ?? null,
      };
      return respond({ data: { ...accountDetailsOf(player), ...menuInputs } });
    }),
    // issue 16 §5: the age verification of a potential minor (minor.gbr@example.com), proven at once by the mock's provider
    creatingEndpointHandler(db, 'initAgeVerification', () => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      return respond(startAgeVerification(session.player));
    }),
  ];
}
