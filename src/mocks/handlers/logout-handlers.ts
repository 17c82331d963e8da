import type { HttpHandler } from 'msw';
import { endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { respond } from './respond';

/** Logging out twice is harmless, as on the real platform. */
export function logoutHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('logout', () => {
      db.endSession();
      return respond({ data: {} });
    }),
  ];
}
