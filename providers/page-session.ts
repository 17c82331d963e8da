import type { PageContext } from './page-answer';
import type { ProviderSession } from './session-store';
import type { SimulatorPage } from './simulators';

export type PageSessionResult = { ok: true; session: ProviderSession } | { ok: false; status: number; reason: string };

/**
 * The session a page is opened for (`?session=`), checked against the page: it must exist, be of
 * a method the page serves, and agree with `?method=` when that is given.
 */
export function pageSession(page: SimulatorPage, query: URLSearchParams, { store }: PageContext, requirePending: boolean): PageSessionResult {
  const id = query.get('session') ?? '';
  const session = id === '' ? undefined : store.get(id);
  if (!session) return { ok: false, status: 404, reason: 'Unknown session: start the identification in the app first.' };
  if (!page.methods.includes(session.method)) return { ok: false, status: 400, reason: 'This page does not serve the method of that session.' };
  const method = query.get('method');
  if (method !== null && method !== session.method) return { ok: false, status: 400, reason: 'method does not match the session.' };
  if (requirePending && session.status !== 'pending') return { ok: false, status: 409, reason: `This identification is already answered (${session.status}).` };
  return { ok: true, session };
}
