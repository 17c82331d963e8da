import type { HttpHandler } from 'msw';
import { registrationCampaigns } from '../platform/registration-campaigns';
import { effectiveMarket } from './effective-market';
import { endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { respond } from './respond';

export function campaignsHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('campaigns', ({ request }) =>
      respond({ data: registrationCampaigns(effectiveMarket(request, db)) }),
    ),
  ];
}
