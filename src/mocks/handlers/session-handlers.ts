import type { HttpHandler } from 'msw';
import { playerSummary } from '../platform/player-summary';
import { endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { respond } from './respond';

export function sessionHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('session', () => {
      const player = db.currentPlayer();
      return respond({ data: player ? { loggedIn: true, player: playerSummary(player) } : { loggedIn: false } });
    }),
  ];
}
