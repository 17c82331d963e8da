import { bypass } from 'msw';
import { afterAll, beforeAll } from 'vitest';
import { startProviderServer, type ProviderServer } from '../../providers/server';

/** The app origin the provider simulators accept in these tests. */
export const APP_ORIGIN = 'http://localhost:5173';

export type Decision = 'approved' | 'rejected' | 'expired' | 'cancelled';
export type Persona = 'registered' | 'registeredAutoLogin' | 'new';

export interface ProviderHarness {
  /** the provider origin (valid once the file's tests run) */
  readonly url: string;
  /** what a tester does on the provider page: records the decision of a session */
  decide(session: string, status: Decision, persona?: Persona): Promise<void>;
  /** the provider back end's view of a session (GET /api/sessions/{session}) */
  session(session: string): Promise<unknown>;
  /** starts a session as the social-login page does (kind social, method = provider) */
  startSocialSession(provider: 'google' | 'facebook' | 'apple'): Promise<string>;
}

/**
 * The real provider simulators' server (providers/server.ts) on a free port for the file. Test
 * requests to it go through msw's bypass(): the mock platform's '*\/api' fallback would
 * otherwise answer the provider's /api/sessions as an unknown platform endpoint.
 */
export function setUpProviderServer(): ProviderHarness {
  let server: ProviderServer | undefined;
  beforeAll(async () => {
    server = await startProviderServer({ port: 0, appOrigins: [APP_ORIGIN] });
  });
  afterAll(() => server?.close());
  const url = () => {
    if (!server) throw new Error('The provider server has not started');
    return server.url;
  };
  const post = async (path: string, body: unknown): Promise<unknown> => {
    const response = await fetch(bypass(`${url()}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));
    if (!response.ok) throw new Error(`${path}: HTTP ${String(response.status)} ${await response.text()}`);
    return response.json();
  };
  return {
    get url() {
      return url();
    },
    async decide(session, status, persona) {
      await post(`/api/sessions/${session}/decision`, persona ? { status, persona } : { status });
    },
    async session(session) {
      return (await fetch(bypass(`${url()}/api/sessions/${session}`))).json();
    },
    async startSocialSession(provider) {
      const created = (await post('/api/sessions', { method: provider, kind: 'social', purpose: 'login' })) as { session: string };
      return created.session;
    },
  };
}
