import type { HttpHandler } from 'msw';
import { cmsLobbyIn } from './cms-lobby';
import { CMS_PAGES } from './cms-pages';
import { endpointHandler } from './endpoint-handler';
import { respond } from './respond';

/** All pages with their markers (the front end applies visibility, spec 1 §6) and the lobby's banners and game tiles. */
export function pagesHandlers(): HttpHandler[] {
  return [
    endpointHandler('pages', () => respond({ data: CMS_PAGES })),
    endpointHandler('lobby', ({ request }) => respond({ data: cmsLobbyIn(new URL(request.url).searchParams.get('lang') ?? 'en') })),
  ];
}
