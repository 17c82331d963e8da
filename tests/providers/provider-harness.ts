import { afterAll, beforeAll } from 'vitest';
import { startProviderServer, type ProviderServer } from '../../providers/server';

/** the app origin the test provider trusts */
export const APP = 'http://localhost:5173';
export const OTHER_APP = 'http://localhost:4173';

export interface ProviderHarness {
  server: ProviderServer;
  /** fetch a path of the provider origin */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** POST JSON, from `origin` when given (the Origin header a browser would send) */
  postJson(path: string, body: unknown, origin?: string): Promise<Response>;
  /** POST /api/sessions with a valid body, returning the created session id and code */
  startSession(body: Record<string, unknown>): Promise<{ session: string; code: string }>;
}

/** One provider server on a free port for the whole test file. */
export function setUpProviderServer(): ProviderHarness {
  const harness = {} as ProviderHarness;
  beforeAll(async () => {
    harness.server = await startProviderServer({ port: 0, appOrigins: [APP, OTHER_APP] });
  });
  afterAll(() => harness.server.close());
  harness.request = (path, init) => fetch(`${harness.server.url}${path}`, init);
  harness.postJson = (path, body, origin) =>
    harness.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) },
      body: JSON.stringify(body),
    });
  harness.startSession = async (body) => {
    const response = await harness.postJson('/api/sessions', body);
    if (response.status !== 201) throw new Error(`session not created: ${response.status} ${await response.text()}`);
    return (await response.json()) as { session: string; code: string };
  };
  return harness;
}
