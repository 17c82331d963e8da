import type { HttpHandler } from 'msw';
import { registerPlayer } from '../platform/register-player';
import { registrationFailure } from '../platform/registration-failure';
import { endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { respond } from './respond';
import { ruleContextFor } from './rule-context-for';

export function registrationHandlers({ db, log }: HandlerContext): HttpHandler[] {
  return [
    endpointHandler('validateRegistration', async ({ request }) => {
      const { step, ...data } = await readJsonBody(request);
      const failure = registrationFailure(db, data, ruleContextFor(request, db), typeof step === 'string' ? step : undefined);
      return failure ? respond({ failure }) : respond({ data: {} });
    }),
    endpointHandler('register', async ({ request }) => {
      const { step: _step, ...data } = await readJsonBody(request);
      const outcome = registerPlayer(db, data, ruleContextFor(request, db));
      if (!outcome.ok) return respond(outcome);
      if (outcome.activationCode) {
        log(`activation code for ${String(data.email)}: ${outcome.activationCode} (open /activation/${outcome.activationCode})`);
      }
      return respond({ data: outcome.data });
    }),
  ];
}
