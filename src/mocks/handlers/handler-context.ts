import type { MockDb } from '../db/create-mock-db';

/** Where the provider simulators run in dev and e2e (providers/server.ts DEFAULT_PROVIDER_PORT). */
export const DEFAULT_PROVIDER_ORIGIN = 'http://localhost:5174';

export interface HandlerContext {
  db: MockDb;
  /** where the platform "prints" what a real one would e-mail (activation codes) */
  log: (message: string) => void;
  /**
   * Origin of the provider simulators' back end: the platform asks it for identification
   * session state, as a real back end asks Smart-ID or a bank.
   */
  providerOrigin: string;
}
