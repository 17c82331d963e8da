import type { HttpHandler } from 'msw';
import type { Language } from '../../api/endpoints';
import { endpointHandler } from './endpoint-handler';
import { respond } from './respond';

/** Language names in their own language, as the platform's language list sends them. */
export const MOCK_LANGUAGES: readonly Language[] = [
  { code: 'en', name: 'English' },
  { code: 'hu', name: 'Magyar' },
  { code: 'sv', name: 'Svenska' },
];

export function languagesHandlers(): HttpHandler[] {
  return [endpointHandler('languages', () => respond({ data: MOCK_LANGUAGES }))];
}
