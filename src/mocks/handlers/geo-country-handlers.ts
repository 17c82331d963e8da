import type { HttpHandler } from 'msw';
import { MARKETS } from '../../engine/market';
import { effectiveMarket } from './effective-market';
import { endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { respond } from './respond';

/** Header a test sends to pick the detected country of one request. */
export const COUNTRY_HEADER = 'x-mock-country';
/** What the international market's visitors are detected as. */
const INTERNATIONAL_COUNTRY = 'DEU';

/** The detected country: `?geo=` / the header, else the market's country. */
export function geoCountryHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('countryDetect', ({ request }) => {
      const requested = request.headers.get(COUNTRY_HEADER)?.trim().toUpperCase();
      const market = effectiveMarket(request, db);
      const marketCountry = MARKETS.find((candidate) => candidate.id === market)?.country ?? INTERNATIONAL_COUNTRY;
      return respond({ data: { country: requested || db.state.geoCountry || marketCountry } });
    }),
  ];
}
