import { delay, type HttpHandler } from 'msw';
import { platformFailure } from '../platform/platform-failure';
import { identificationOutcome, PENDING } from '../platform/identification-outcome';
import { isIdentificationMethod } from '../platform/identification-methods';
import { startIdentification } from '../platform/start-identification';
import { providerClient } from '../provider/provider-client';
import { endpointHandler } from './endpoint-handler';
import type { HandlerContext } from './handler-context';
import { readJsonBody } from './read-json-body';
import { respond } from './respond';
import { servedSettings } from './served-settings';

/**
 * Third-party identification (spec 1 §3): start, the waiting request and the result
 * submission, over sessions of the provider simulators' back end. Inputs and outcomes are
 * listed in SCENARIOS.md "Third-party identification".
 */
export function identificationHandlers({ db, providerOrigin }: HandlerContext): HttpHandler[] {
  const provider = providerClient(providerOrigin);
  return [
    endpointHandler('identify', async ({ request, params }) => {
      const method = params.method;
      if (!isIdentificationMethod(method)) return respond({ failure: platformFailure(101) });
      const body = await readJsonBody(request);
      return respond(await startIdentification(method, body, { db, provider, providerOrigin, settings: servedSettings(request, db) }));
    }),
    endpointHandler('identificationWait', async ({ request }) => {
      const { token } = await readJsonBody(request);
      const record = typeof token === 'string' ? db.state.identifications[token] : undefined;
      if (!record) return respond({ failure: platformFailure(286) });
      const outcome = await identificationOutcome(db, provider, record);
      if (outcome !== PENDING) return respond({ data: outcome });
      // a long poll: held past the client's 500 ms, so the client times out and asks again
      await delay(db.state.identificationHoldMs);
      const later = await identificationOutcome(db, provider, record);
      return respond({ data: later === PENDING ? {} : later });
    }),
    endpointHandler('identificationResult', async ({ request }) => {
      const { method, titanToken } = await readJsonBody(request);
      const record = typeof titanToken === 'string' ? db.state.identifications[titanToken] : undefined;
      if (!record || record.method !== method) return respond({ failure: platformFailure(286) });
      const outcome = await identificationOutcome(db, provider, record);
      return respond({ data: outcome === PENDING ? { error: 302 } : outcome });
    }),
  ];
}
