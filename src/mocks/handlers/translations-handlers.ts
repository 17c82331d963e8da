import type { HttpHandler } from 'msw';
import { platformFailure } from '../platform/platform-failure';
import { endpointHandler } from './endpoint-handler';
import { MOCK_LANGUAGES } from './languages-handlers';
import { respond } from './respond';

/**
 * CMS text overrides per language. The simulated CMS overrides nothing, so the bundled
 * texts show; an unknown language is 101.
 */
export function translationsHandlers(): HttpHandler[] {
  return [
    endpointHandler('translations', ({ params }) =>
      MOCK_LANGUAGES.some((language) => language.code === params.lang)
        ? respond({ data: {} })
        : respond({ failure: platformFailure(101) }),
    ),
  ];
}
