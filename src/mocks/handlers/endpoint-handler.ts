import { http, HttpResponse, type HttpHandler } from 'msw';
import { ENDPOINTS, type CreatingEndpointName, type EndpointName } from '../../api/endpoints';
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey } from '../../engine/idempotency-key';
import type { MockDb } from '../db/create-mock-db';
import { idempotentAnswerKey } from '../platform/created-records';
import { platformFailure } from '../platform/platform-failure';
import { respond } from './respond';

/**
 * Handlers match /api on any origin: the browser calls same-origin '/api', node tests an
 * absolute URL (msw leaves relative paths unresolved outside a browser).
 */
export const API_PATTERN = '*/api';

/** Header of a replayed answer (the same Idempotency-Key again): for tests and QA, the client ignores it. */
export const IDEMPOTENT_REPLAY_HEADER = 'x-idempotent-replay';

export interface ResolverInfo {
  request: Request;
  params: Record<string, string>;
}

type Resolver = (info: ResolverInfo) => Response | Promise<Response>;

const UNKEPT = new WeakSet<Response>();

/**
 * Marks a successful answer of a creating call that the platform does not keep for its key (a
 * scenario: a platform that lost the attempt), so a retry with the same key is handled again.
 */
export function withoutKeeping(response: Response): Response {
  UNKEPT.add(response);
  return response;
}

/** A handler for one row of the endpoint table, with the method and path the client uses. */
export function endpointHandler(name: Exclude<EndpointName, CreatingEndpointName>, resolver: Resolver): HttpHandler {
  if (ENDPOINTS[name].creates !== undefined) throw new TypeError(`'${name}' creates something: use creatingEndpointHandler`);
  return route(name, resolver);
}

/**
 * A handler for a call that creates something (`creates` in its row). The platform honours the
 * Idempotency-Key the client must send: the first successful answer of a key is kept (one
 * record of the row's kind) and the same endpoint with the same key gets exactly that answer
 * again, without running the resolver; requests of one key are handled one after the other, so
 * a double submit in flight also creates one record. An error answer created nothing and is not
 * kept: the same key may try again (the player corrected the form). No key (or not a UUID):
 * 196 with the header as the field.
 */
export function creatingEndpointHandler(db: MockDb, name: CreatingEndpointName, resolver: Resolver): HttpHandler {
  const kind = ENDPOINTS[name].creates;
  if (kind === undefined) throw new TypeError(`'${name}' creates nothing: use endpointHandler`);
  const inFlight = new Map<string, Promise<unknown>>();
  return route(name, async (info) => {
    const key = info.request.headers.get(IDEMPOTENCY_KEY_HEADER);
    if (!isIdempotencyKey(key)) {
      const code = key === null || key === '' ? 'required' : 'invalid';
      return respond({ failure: platformFailure(196, { fields: [{ field: IDEMPOTENCY_KEY_HEADER, code }] }) });
    }
    const id = idempotentAnswerKey(name, key);
    // one request of a key at a time: a second one waits for the first, then finds its answer
    const before = inFlight.get(id) ?? Promise.resolve();
    const turn = before.then(async () => {
      const kept = db.state.idempotentAnswers[id];
      if (kept) return replay(kept);
      const response = await resolver(info);
      if (response.status >= 200 && response.status < 300 && !UNKEPT.has(response)) {
        const seq = Object.keys(db.state.idempotentAnswers).length + 1;
        db.state.idempotentAnswers[id] = {
          endpoint: name,
          kind,
          key,
          status: response.status,
          contentType: response.headers.get('content-type') ?? 'application/json',
          body: await response.clone().text(),
          at: db.now().toISOString(),
          seq,
        };
      }
      return response;
    });
    const settled = turn.catch(() => undefined);
    inFlight.set(id, settled);
    void settled.then(() => {
      if (inFlight.get(id) === settled) inFlight.delete(id);
    });
    return turn;
  });
}

function replay(kept: { status: number; contentType: string; body: string }): Response {
  return new HttpResponse(kept.body, {
    status: kept.status,
    headers: { 'content-type': kept.contentType, [IDEMPOTENT_REPLAY_HEADER]: 'true' },
  });
}

function route(name: EndpointName, resolver: Resolver): HttpHandler {
  const definition = ENDPOINTS[name];
  const path = `${API_PATTERN}${definition.path.replace(/\{(\w+)\}/g, ':$1')}`;
  const method = definition.method === 'GET' ? http.get : http.post;
  return method(path, ({ request, params }) => {
    const flat: Record<string, string> = {};
    for (const [key, value] of Object.entries(params)) {
      if (typeof value === 'string') flat[key] = value;
    }
    return resolver({ request, params: flat });
  });
}
