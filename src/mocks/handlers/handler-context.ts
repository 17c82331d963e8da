import type { MockDb } from '../db/create-mock-db';

/** Where the provider simulators run in dev and e2e (providers/server.ts DEFAULT_PROVIDER_PORT). */
export const DEFAULT_PROVIDER_ORIGIN = 'http://localhost:5174';
/** Where the card holder's bank's 3-D Secure page runs: the provider server under another host name, so another origin. */
export const DEFAULT_THREE_DS_ORIGIN = 'http://127.0.0.1:5174';

export interface HandlerContext {
  db: MockDb;
  /** where the platform "prints" what a real one would e-mail (activation codes) */
  log: (message: string) => void;
  /**
   * Origin of the provider simulators' back end: the platform asks it for identification
   * session state, as a real back end asks Smart-ID or a bank.
   */
  providerOrigin: string;
  /** the 3-D Secure page's origin (issue 11, spec 2 §4); DEFAULT_THREE_DS_ORIGIN when not given */
  threeDsOrigin?: string;
}
