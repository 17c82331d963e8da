import { setupServer, type SetupServer } from 'msw/node';
import { createMockDb, type MockDb } from './db/create-mock-db';
import { createHandlers } from './handlers/create-handlers';

export interface MockServer {
  server: SetupServer;
  db: MockDb;
}

/**
 * The mock platform for vitest. Call `server.listen()` in beforeAll and `server.close()` in
 * afterAll; the client must use an absolute base URL in node ('http://localhost/api').
 */
export function createMockServer(db: MockDb = createMockDb(), log: (message: string) => void = () => {}): MockServer {
  return { server: setupServer(...createHandlers({ db, log })), db };
}
