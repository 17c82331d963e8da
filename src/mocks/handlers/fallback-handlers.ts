import { http, type HttpHandler } from 'msw';
import { platformFailure } from '../platform/platform-failure';
import { API_PATTERN } from './endpoint-handler';
import { respond } from './respond';

/**
 * Any other /api call is 101, as on the platform; without this the dev server would answer
 * with its HTML page and the client would see a broken body instead of an error.
 */
export function fallbackHandlers(): HttpHandler[] {
  return [http.all(`${API_PATTERN}/*`, () => respond({ failure: platformFailure(101) }))];
}
