import type { IncomingMessage, ServerResponse } from 'node:http';
import { corsHeaders } from './cors-headers';
import { originAccess, type Audience } from './origin-access';
import { parseDecision } from './parse-decision';
import { parseNewSession } from './parse-new-session';
import { readJsonBody } from './read-json-body';
import { send } from './send-response';
import type { ProviderSession, SessionStore } from './session-store';
import { isProviderMethod } from './session-vocabulary';

/** The app gives a code-based request 120 s (expirationTime); older pending ones only clutter the phone. */
export const PHONE_LIST_MAX_AGE_MS = 120_000;

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export interface SessionApiContext {
  store: SessionStore;
  appOrigins: readonly string[];
}

interface Reply {
  status: number;
  body: unknown;
}
type Handler = (request: IncomingMessage, url: URL, session: string | undefined, context: SessionApiContext) => Promise<Reply> | Reply;
type Route = Partial<Record<'GET' | 'POST', { audience: Audience; handle: Handler }>>;

/** The answer shape of a session: what the mock platform reads, like a real back end asks Smart-ID. */
function view(record: ProviderSession) {
  const { session, method, kind, purpose, status, persona, code, details } = record;
  return { session, method, kind, purpose, status, persona, code, details };
}

const unknownSession = (session: string | undefined): Reply => ({ status: 404, body: { error: `Unknown session "${session ?? ''}".` } });

const COLLECTION: Route = {
  GET: {
    audience: 'self',
    handle: (_request, url, _session, { store }) => {
      const method = url.searchParams.get('method');
      if (method !== null && !isProviderMethod(method)) return { status: 400, body: { error: 'Unknown method.' } };
      const sessions = store.pending({ method: method ?? undefined, maxAgeMs: PHONE_LIST_MAX_AGE_MS });
      return { status: 200, body: { sessions: sessions.map(view) } };
    },
  },
  POST: {
    audience: 'app',
    handle: async (request, _url, _session, { store }) => {
      const body = await readJsonBody(request);
      if (!body.ok) return { status: body.status, body: { error: body.error } };
      const parsed = parseNewSession(body.value);
      if (!parsed.ok) return { status: 400, body: { error: parsed.error } };
      const created = store.create(parsed.value);
      return { status: 201, body: { session: created.session, code: created.code } };
    },
  },
};

const SESSION: Route = {
  GET: {
    audience: 'app',
    handle: (_request, _url, session, { store }) => {
      const record = session === undefined ? undefined : store.get(session);
      return record ? { status: 200, body: view(record) } : unknownSession(session);
    },
  },
};

const DECISION: Route = {
  POST: {
    audience: 'self',
    handle: async (request, _url, session, { store }) => {
      const body = await readJsonBody(request);
      if (!body.ok) return { status: body.status, body: { error: body.error } };
      const parsed = parseDecision(body.value);
      if (!parsed.ok) return { status: 400, body: { error: parsed.error } };
      const result = store.decide(session ?? '', parsed.value);
      if (result.ok) return { status: 200, body: view(result.session) };
      return result.reason === 'unknown' ? unknownSession(session) : { status: 409, body: { error: 'The session is already decided.' } };
    },
  },
};

/** the methods of a route the app origins may use cross-origin */
function appMethods(route: Route): string[] {
  return Object.entries(route).filter(([, target]) => target.audience === 'app').map(([method]) => method);
}

function route(pathname: string): { route: Route; session?: string } | undefined {
  if (pathname === '/api/sessions') return { route: COLLECTION };
  const match = /^\/api\/sessions\/([\w-]{1,64})(\/decision)?$/.exec(pathname);
  if (!match) return undefined;
  return { route: match[2] ? DECISION : SESSION, session: match[1] };
}

/**
 * `/api/*` of the provider origin: start a session (app), read it (app), list pending ones and
 * record the tester's decision (provider pages). Answers are JSON; errors are `{error}`.
 */
export async function handleSessionApi(request: IncomingMessage, response: ServerResponse, url: URL, context: SessionApiContext): Promise<void> {
  const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    send(response, status, 'application/json; charset=utf-8', JSON.stringify(body), { 'Content-Security-Policy': API_CSP, Vary: 'Origin', ...headers });

  const found = route(url.pathname);
  if (!found) return reply(404, { error: 'No such API route.' });
  const methods = Object.keys(found.route) as ('GET' | 'POST')[];
  const allow = { Allow: [...methods, 'OPTIONS'].join(', ') };

  if (request.method === 'OPTIONS') {
    // a preflight is asked for the method the browser is about to send
    const wanted = request.headers['access-control-request-method'];
    const target = wanted === 'GET' || wanted === 'POST' ? found.route[wanted] : undefined;
    const access = target ? originAccess(request, target.audience, context.appOrigins) : undefined;
    if (wanted !== undefined && !access?.allowed) return reply(403, { error: 'Origin or method not allowed.' }, allow);
    const corsOrigin = access?.allowed ? access.corsOrigin : undefined;
    response.writeHead(204, { ...allow, ...corsHeaders(corsOrigin, appMethods(found.route)), 'Cache-Control': 'no-store' });
    response.end();
    return;
  }

  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const target = method === 'GET' || method === 'POST' ? found.route[method] : undefined;
  if (!target) return reply(405, { error: 'Method not allowed.' }, allow);
  const access = originAccess(request, target.audience, context.appOrigins);
  if (!access.allowed) {
    request.resume();
    return reply(403, { error: 'Origin not allowed.' });
  }
  const cors = corsHeaders(access.corsOrigin, appMethods(found.route));
  const answer = await target.handle(request, url, found.session, context);
  reply(answer.status, answer.body, cors);
}
