import { delay, type HttpHandler } from 'msw';
import { attemptLogin } from '../platform/attempt-login';
import { playerSummary } from '../platform/player-summary';
import { endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { respond } from './respond';

/** The account whose login answers only after `slowResponseMs`, to reach the client timeout. */
export const SLOW_LOGIN = 'slow@example.com';

export function loginHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('login', async ({ request }) => {
      const body = await readJsonBody(request);
      if (typeof body.login === 'string' && body.login.trim().toLowerCase() === SLOW_LOGIN) {
        await delay(db.state.slowResponseMs);
      }
      const outcome = attemptLogin(db, body);
      return outcome.ok ? respond({ data: { player: playerSummary(outcome.player) } }) : respond(outcome);
    }),
  ];
}
