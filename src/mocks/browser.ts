import { setupWorker, type SetupWorker } from 'msw/browser';
import type { MockDb } from './db/create-mock-db';
import { createHandlers } from './handlers/create-handlers';
import { DEFAULT_PROVIDER_ORIGIN, DEFAULT_THREE_DS_ORIGIN } from './handlers/handler-context';

/** The mock platform in the browser (npm start, preview, Playwright), served by a service worker. */
export function createMockWorker(db: MockDb, log: (message: string) => void): SetupWorker {
  const providerOrigin = import.meta.env.VITE_PROVIDER_ORIGIN ?? DEFAULT_PROVIDER_ORIGIN;
  const threeDsOrigin = import.meta.env.VITE_THREE_DS_ORIGIN ?? DEFAULT_THREE_DS_ORIGIN;
  return setupWorker(...createHandlers({ db, log, providerOrigin, threeDsOrigin }));
}
