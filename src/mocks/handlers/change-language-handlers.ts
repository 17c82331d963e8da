import type { HttpHandler } from 'msw';
import { platformFailure } from '../platform/platform-failure';
import { endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { MOCK_LANGUAGES } from './languages-handlers';
import { readJsonBody } from './read-json-body';
import { requirePlayer } from './require-player';
import { respond } from './respond';

export function changeLanguageHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('changeLanguage', async ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      const { language } = await readJsonBody(request);
      if (!MOCK_LANGUAGES.some((known) => known.code === language)) {
        return respond({ failure: platformFailure(196, { fields: [{ field: 'language', code: 'oneOf' }] }) });
      }
      session.player.language = String(language);
      return respond({ data: {} });
    }),
  ];
}
