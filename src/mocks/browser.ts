import { setupWorker, type SetupWorker } from 'msw/browser';
import type { MockDb } from './db/create-mock-db';
import { createHandlers } from './handlers/create-handlers';

/** The mock platform in the browser (npm start, preview, Playwright), served by a service worker. */
export function createMockWorker(db: MockDb, log: (message: string) => void): SetupWorker {
  return setupWorker(...createHandlers({ db, log }));
}
