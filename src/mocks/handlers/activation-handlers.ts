import type { HttpHandler } from 'msw';
import { activateAccount } from '../platform/activate-account';
import { endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { respond } from './respond';

export function activationHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('activate', async ({ request }) => {
      const failure = activateAccount(db, (await readJsonBody(request)).activationCode);
      return failure ? respond({ failure }) : respond({ data: {} });
    }),
  ];
}
