import type { HttpHandler } from 'msw';
import type { MockDb } from '../db/create-mock-db';
import type { MockPlayer } from '../db/mock-types';
import { accountStatusFailure } from '../platform/account-status-failure';
import { payAndPlayLoginConsents, recordPayAndPlayConsents } from '../platform/cashier/pay-and-play-login';
import { platformFailure, type PlatformFailure } from '../platform/platform-failure';
import { playerSummary } from '../platform/player-summary';
import { SOCIAL_PROVIDERS, socialLoginPlayer } from '../platform/social-login';
import { providerClient } from '../provider/provider-client';
import { effectiveMarket } from './effective-market';
import { endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { respond } from './respond';

/**
 * Token login: a known token (seeded, or from an identification) logs its player in, an
 * unregistered identity is 110, else 286. With tokenProvider google / facebook / apple, `t` is
 * a social-login session of the provider simulators (see socialLoginPlayer).
 */
export function loginByTokenHandlers({ db, providerOrigin }: HandlerContext): HttpHandler[] {
  const provider = providerClient(providerOrigin);
  return [
    endpointHandler('loginByToken', async ({ request }) => {
      const body = await readJsonBody(request);
      const { t, tokenProvider } = body;
      // a visitor pay-and-play deposit's login code carries the visitor's consents (spec 2 §4)
      const payAndPlay = payAndPlayLoginConsents(db, body);
      if (payAndPlay && 'failure' in payAndPlay) return respond(payAndPlay);
      const found =
        typeof tokenProvider === 'string' && SOCIAL_PROVIDERS.includes(tokenProvider)
          ? await socialLoginPlayer(db, provider, tokenProvider, t, effectiveMarket(request, db))
          : tokenPlayer(db, t);
      if ('failure' in found) return respond(found);
      const blocked = accountStatusFailure(found.player);
      if (blocked) return respond({ failure: blocked });
      if (payAndPlay) recordPayAndPlayConsents(db, found.player, payAndPlay.consents);
      db.startSession(found.player);
      return respond({ data: { player: playerSummary(found.player) } });
    }),
  ];
}

function tokenPlayer(db: MockDb, t: unknown): { player: MockPlayer } | { failure: PlatformFailure } {
  const record = typeof t === 'string' ? db.state.loginTokens[t] : undefined;
  if (!record) return { failure: platformFailure(286) };
  const player = record.email ? db.findPlayerByEmail(record.email) : undefined;
  if (player && record.singleUse) delete db.state.loginTokens[record.token];
  return player ? { player } : { failure: platformFailure(110) };
}
