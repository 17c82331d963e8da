import { setupServer, type SetupServer } from 'msw/node';
import type { CreatedRecordKind } from '../api/endpoints';
import { createMockDb, type MockDb } from './db/create-mock-db';
import { createHandlers } from './handlers/create-handlers';
import { DEFAULT_PROVIDER_ORIGIN } from './handlers/handler-context';
import { createdRecords, type CreatedRecord } from './platform/created-records';

export interface MockServer {
  server: SetupServer;
  db: MockDb;
  /** what creating calls created (one per Idempotency-Key), optionally of one kind: the node side of GET /api/__mock/records */
  records(kind?: CreatedRecordKind): CreatedRecord[];
}

export interface MockServerOptions {
  /** the provider simulators' origin; tests start providers/server.ts on port 0 and pass its url */
  providerOrigin?: string;
}

/**
 * The mock platform for vitest. Call `server.listen()` in beforeAll and `server.close()` in
 * afterAll; the client must use an absolute base URL in node ('http://localhost/api').
 */
export function createMockServer(
  db: MockDb = createMockDb(),
  log: (message: string) => void = () => {},
  options: MockServerOptions = {},
): MockServer {
  const providerOrigin = options.providerOrigin ?? DEFAULT_PROVIDER_ORIGIN;
  return { server: setupServer(...createHandlers({ db, log, providerOrigin })), db, records: (kind) => createdRecords(db, kind) };
}
