import type { HttpHandler } from 'msw';
import { settingsFor } from '../../engine/settings-for';
import { platformFailure } from '../platform/platform-failure';
import { effectiveMarket } from './effective-market';
import { endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { respond } from './respond';

/** Serves exactly settingsFor(market), one group (be or fe) per call. */
export function settingsHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('settings', ({ request }) => {
      const group = new URL(request.url).searchParams.get('group');
      if (group !== 'be' && group !== 'fe') {
        return respond({ failure: platformFailure(102, { fields: [{ field: 'group', code: 'oneOf' }] }) });
      }
      return respond({ data: settingsFor(effectiveMarket(request, db))[group] });
    }),
  ];
}
