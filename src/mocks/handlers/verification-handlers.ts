import { http, type HttpHandler } from 'msw';
import { platformFailure } from '../platform/platform-failure';
import { compiledFormIssues, fieldErrorsOf } from '../platform/verification/compiled-form-issues';
import {
  contactStatus,
  isContactChannel,
  lastContactCode,
  sendContactCode,
  updateContact,
  verifyContactCode,
} from '../platform/verification/contact-verification';
import { amlQuestionnaireData, submitAmlQuestionnaire } from '../platform/verification/aml-questionnaire';
import { verifyIdentity } from '../platform/verification/verify-identity';
import { idenfyVerificationStatus, startIdenfyVerification } from '../platform/verification/idenfy-verification';
import { accountVerificationStatus, startAutomaticVerification } from '../platform/verification/automatic-verification';
import { servedSettings } from './served-settings';
import { providerClient } from '../provider/provider-client';
import { API_PATTERN, creatingEndpointHandler, endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { requirePlayer } from './require-player';
import { respond } from './respond';
import { ruleContextFor } from './rule-context-for';

/**
 * Verification (spec 1 §3, §4, §7): phone and e-mail codes, identity verification with an
 * identification's token, the AML questionnaire. Inputs and outcomes: SCENARIOS.md "Verification".
 */
export function verificationHandlers({ db, log, providerOrigin }: HandlerContext): HttpHandler[] {
  const provider = providerClient(providerOrigin);
  return [
    endpointHandler('contactVerificationStatus', () => {
      const session = requirePlayer(db);
      return 'failure' in session ? respond(session) : respond({ data: contactStatus(db, session.player) });
    }),
    creatingEndpointHandler(db, 'sendContactCode', ({ params }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      if (!isContactChannel(params.channel)) return respond({ failure: platformFailure(101) });
      const answer = sendContactCode(db, session.player, params.channel);
      if ('data' in answer) log(`[mock platform] ${params.channel} code for ${session.player.email}: ${lastContactCode(db, session.player, params.channel)}`);
      return respond(answer);
    }),
    endpointHandler('verifyContactCode', async ({ request, params }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      if (!isContactChannel(params.channel)) return respond({ failure: platformFailure(101) });
      const { code } = await readJsonBody(request);
      return respond(verifyContactCode(db, session.player, params.channel, code));
    }),
    endpointHandler('updateContact', async ({ request, params }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      const channel = params.channel;
      if (!isContactChannel(channel)) return respond({ failure: platformFailure(101) });
      const body = await readJsonBody(request);
      const value = body[channel];
      const issues = await compiledFormIssues(channel === 'email' ? 'verification-email' : 'verification-phone', { [channel]: value }, ruleContextFor(request, db));
      if (issues.length > 0 || typeof value !== 'string') return respond({ failure: platformFailure(196, { fields: fieldErrorsOf(issues) }) });
      return respond(updateContact(db, session.player, channel, value.trim()));
    }),
    // the method travels in the path (the client fills `{method}` from the payload)
    creatingEndpointHandler(db, 'verifyIdentity', async ({ request, params }) =>
      respond(verifyIdentity(db, { ...(await readJsonBody(request)), method: params.method })),
    ),
    // iDenfy in a frame: a session of the provider simulator, read back as the verification's status
    creatingEndpointHandler(db, 'startIdenfyVerification', async ({ request }) =>
      respond(await startIdenfyVerification(db, provider, providerOrigin, await readJsonBody(request))),
    ),
    endpointHandler('idenfyVerificationStatus', async ({ params }) => respond(await idenfyVerificationStatus(db, provider, params.verificationToken))),
    // the automatic identity providers (spec 1 §4 "Account validation"): a provider session, its outcome read back
    creatingEndpointHandler(db, 'startAutomaticVerification', async ({ request, params }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      const { be } = servedSettings(request, db);
      return respond(await startAutomaticVerification(db, session.player, provider, providerOrigin, be, params.provider, await readJsonBody(request)));
    }),
    endpointHandler('accountVerificationStatus', async () => {
      const session = requirePlayer(db);
      return 'failure' in session ? respond(session) : respond(await accountVerificationStatus(db, session.player, provider));
    }),
    endpointHandler('amlQuestionnaireData', () => {
      const session = requirePlayer(db);
      return 'failure' in session ? respond(session) : respond({ data: amlQuestionnaireData(session.player) });
    }),
    creatingEndpointHandler(db, 'submitAmlQuestionnaire', async ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      return respond(await submitAmlQuestionnaire(db, session.player, await readJsonBody(request), ruleContextFor(request, db)));
    }),
    // mock only: what the SMS or e-mail would have said
    http.get(`${API_PATTERN}/__mock/last-verification-code`, ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      const channel = new URL(request.url).searchParams.get('channel');
      const code = isContactChannel(channel) ? lastContactCode(db, session.player, channel) : undefined;
      return code ? respond({ data: { code } }) : respond({ failure: platformFailure(101) });
    }),
  ];
}
