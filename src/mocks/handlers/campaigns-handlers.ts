import type { HttpHandler } from 'msw';
import type { RegistrationCampaign } from '../../api/endpoint-types';
import { effectiveMarket } from './effective-market';
import { endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { respond } from './respond';

/** CMS campaign titles (platform content, not UI text). */
const CAMPAIGNS: readonly RegistrationCampaign[] = [
  { campaignId: 101, title: 'Welcome bonus: 100% up to 100 EUR' },
  { campaignId: 102, title: '50 free spins on your first deposit' },
];

/** Markets that offer no bonus at registration (Sweden: bonus only at the first deposit). */
const NO_REGISTRATION_BONUS = new Set(['SWE']);

export function campaignsHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('campaigns', ({ request }) =>
      respond({ data: NO_REGISTRATION_BONUS.has(effectiveMarket(request, db)) ? [] : CAMPAIGNS }),
    ),
  ];
}
