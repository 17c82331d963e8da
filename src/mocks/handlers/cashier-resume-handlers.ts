import type { HttpHandler } from 'msw';
import { nextResumeStatus } from '../platform/cashier/resume-session';
import { submitResume } from '../platform/cashier/resume-submit';
import { effectiveMarket } from './effective-market';
import { creatingEndpointHandler, endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { requirePlayer } from './require-player';
import { respond } from './respond';

/** Continue play (spec 2 §7): resume submit (idempotent), login status (changes over time), login finish. */
export function cashierResumeHandlers({ db, providerOrigin }: HandlerContext): HttpHandler[] {
  return [
    creatingEndpointHandler(db, 'resumeSubmit', async ({ request }) => {
      const session = requirePlayer(db);
      if ('failure' in session) return respond(session);
      const body = await readJsonBody(request);
      return respond(submitResume(db, session.player, effectiveMarket(request, db), body, { providerOrigin, siteOrigin: new URL(request.url).origin }));
    }),
    endpointHandler('resumeLoginStatus', ({ request }) => {
      const token = new URL(request.url).searchParams.get('token') ?? '';
      const resume = db.state.resumes?.[token];
      if (!resume) return respond({ failure: { status: 404, body: { errorCode: 101 } } });
      return respond({ data: nextResumeStatus(resume) });
    }),
    endpointHandler('resumeLoginFinish', async ({ request }) => {
      const body = await readJsonBody(request);
      const reference = typeof body.reference === 'string' ? body.reference : '';
      const resume = Object.values(db.state.resumes ?? {}).find((candidate) => candidate.reference === reference);
      if (!resume) return respond({ failure: { status: 404, body: { errorCode: 101 } } });
      return respond({ data: { redirectUrl: `${new URL(request.url).origin}/payment/continue-play?reference=${encodeURIComponent(reference)}` } });
    }),
  ];
}
