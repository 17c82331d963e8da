import type { HttpHandler } from 'msw';
import { CMS_PAGES } from './cms-pages';
import { endpointHandler } from './endpoint-handler';
import { respond } from './respond';

/** All pages with their markers: the front end applies visibility (spec 1 §6). */
export function pagesHandlers(): HttpHandler[] {
  return [endpointHandler('pages', () => respond({ data: CMS_PAGES }))];
}
