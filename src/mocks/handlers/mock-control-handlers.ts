import { http, type HttpHandler } from 'msw';
import { platformFailure } from '../platform/platform-failure';
import { API_PATTERN } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { respond } from './respond';

/**
 * Mock-only endpoints for tests (never on a real platform): the activation code a real
 * platform would have e-mailed, so e2e can open /activation/{code}.
 */
export function mockControlHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
    http.get(`${API_PATTERN}/__mock/last-activation-code`, ({ request }) => {
      const email = new URL(request.url).searchParams.get('email') ?? '';
      const activationCode = db.lastActivationCode(email);
      return activationCode ? respond({ data: { activationCode } }) : respond({ failure: platformFailure(101) });
    }),
  ];
}
