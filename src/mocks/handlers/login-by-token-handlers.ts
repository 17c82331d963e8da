import type { HttpHandler } from 'msw';
import { accountStatusFailure } from '../platform/account-status-failure';
import { platformFailure } from '../platform/platform-failure';
import { playerSummary } from '../platform/player-summary';
import { endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { respond } from './respond';

/** Token login: a known token logs its player in, an unregistered identity is 110, else 286. */
export function loginByTokenHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('loginByToken', async ({ request }) => {
      const { t } = await readJsonBody(request);
      const record = typeof t === 'string' ? db.state.loginTokens[t] : undefined;
      if (!record) return respond({ failure: platformFailure(286) });
      const player = record.email ? db.findPlayerByEmail(record.email) : undefined;
      if (!player) return respond({ failure: platformFailure(110) });
      const blocked = accountStatusFailure(player);
      if (blocked) return respond({ failure: blocked });
      db.startSession(player);
      return respond({ data: { player: playerSummary(player) } });
    }),
  ];
}
