import type { HttpHandler } from 'msw';
import { endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { respond } from './respond';

export function serverTimeHandlers({ db }: HandlerContext): HttpHandler[] {
  return [endpointHandler('serverTime', () => respond({ data: { now: db.now().toISOString() } }))];
}
