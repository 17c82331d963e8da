import type { HttpHandler } from 'msw';
import type { CreatingEndpointName, IdentificationMethod } from '../../api/endpoints';
import { registerPlayer, type RegisterOutcome } from '../platform/register-player';
import { registerWithToken } from '../platform/register-with-token';
import { registrationFailure } from '../platform/registration-failure';
import { creatingEndpointHandler, endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { respond } from './respond';
import { ruleContextFor } from './rule-context-for';

/** The registration calls of third-party methods with a call of their own (spec 1 §7 "Registration"). */
const VIA_METHOD: ReadonlyArray<[CreatingEndpointName, IdentificationMethod]> = [
  ['registerViaSmartId', 'smartId'],
  ['registerViaMobileId', 'mobileId'],
  ['registerViaCddnV3', 'cddn'],
];

export function registrationHandlers({ db, log }: HandlerContext): HttpHandler[] {
  const answer = (outcome: RegisterOutcome, email: unknown) => {
    if (!outcome.ok) return respond(outcome);
    if (outcome.activationCode) log(activationMessage(email, outcome.activationCode));
    return respond({ data: outcome.data });
  };
  return [
    endpointHandler('validateRegistration', async ({ request }) => {
      const { step, ...data } = await readJsonBody(request);
      const failure = await registrationFailure(db, data, ruleContextFor(request, db), typeof step === 'string' ? step : undefined);
      return failure ? respond({ failure }) : respond({ data: {} });
    }),
    creatingEndpointHandler(db, 'register', async ({ request }) => {
      const { step: _step, ...data } = await readJsonBody(request);
      const ctx = ruleContextFor(request, db);
      // a registration token means a third-party registration (iDin, Trustly, pay-and-play, TOP, zignSec…)
      const outcome = await (data.registrationToken === undefined ? registerPlayer(db, data, ctx) : registerWithToken(db, data, ctx));
      return answer(outcome, data.email);
    }),
    ...VIA_METHOD.map(([endpoint, method]) =>
      creatingEndpointHandler(db, endpoint, async ({ request }) => {
        const { step: _step, ...data } = await readJsonBody(request);
        return answer(await registerWithToken(db, data, ruleContextFor(request, db), method), data.email);
      }),
    ),
  ];
}

function activationMessage(email: unknown, code: string): string {
  return `activation code for ${String(email)}: ${code} (open /activation/${code})`;
}
