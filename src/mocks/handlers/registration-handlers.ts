import { delay, type HttpHandler } from 'msw';
import type { CreatingEndpointName, IdentificationMethod } from '../../api/endpoints';
import { registerPlayer, type RegisterOutcome } from '../platform/register-player';
import { registerWithToken } from '../platform/register-with-token';
import { registrationFailure } from '../platform/registration-failure';
import type { MockDb } from '../db/create-mock-db';
import { creatingEndpointHandler, endpointHandler, withoutKeeping } from './endpoint-handler';
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
  const answer = async (outcome: RegisterOutcome, email: unknown) => {
    if (!outcome.ok) return respond(outcome);
    if (outcome.activationCode) log(activationMessage(email, outcome.activationCode));
    return lateAnswer(db, respond({ data: outcome.data }), email);
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

/** E-mail tags of a registration the platform completes but answers only after the client's time limit. */
export const LATE_REGISTRATION_TAGS = { late: '+late', unkept: '+unkept' } as const;

/**
 * `+late`: the player is registered at once, the answer comes after `lateRegistrationMs`
 * (12 s, beyond the register call's 10 s client limit); the answer is kept for the
 * Idempotency-Key as usual, so the retry of the same attempt gets it. `+unkept`: the same, but the
 * platform keeps no answer for the key, so the retry answers 105 (already registered).
 */
async function lateAnswer(db: MockDb, response: Response, email: unknown): Promise<Response> {
  const local = (typeof email === 'string' ? email.toLowerCase().split('@')[0] : undefined) ?? '';
  const unkept = local.includes(LATE_REGISTRATION_TAGS.unkept);
  if (!unkept && !local.includes(LATE_REGISTRATION_TAGS.late)) return response;
  await delay(db.state.lateRegistrationMs);
  return unkept ? withoutKeeping(response) : response;
}

function activationMessage(email: unknown, code: string): string {
  return `activation code for ${String(email)}: ${code} (open /activation/${code})`;
}
