import type { HttpHandler } from 'msw';
import { walletView } from '../platform/wallet-view';
import { endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { requirePlayer } from './require-player';
import { respond } from './respond';

export function walletHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('wallet', () => {
      const session = requirePlayer(db);
      return 'failure' in session ? respond(session) : respond({ data: walletView(db.walletOf(session.player)) });
    }),
  ];
}
