import { afterEach, beforeEach } from 'vitest';
import { createApiClient, type ApiClient, type CreatingCallOptions } from '../../src/api/create-api-client';
import { newIdempotencyKey } from '../../src/engine/idempotency-key';
import { createMockDb, type MockDb } from '../../src/mocks/db/create-mock-db';
import type { MockDbState } from '../../src/mocks/db/mock-types';
import { MARKET_HEADER } from '../../src/mocks/handlers/effective-market';
import { createMockServer, type MockServer } from '../../src/mocks/node';

export const MOCK_BASE = 'http://localhost/api';
export const NOW = new Date('2026-01-15T12:00:00Z');

/** The options of one new attempt of a creating call (a fresh idempotency key). */
export const attempt = (): CreatingCallOptions => ({ idempotencyKey: newIdempotencyKey() });

export interface MockPlatform {
  db: MockDb;
  logs: string[];
  client: ApiClient;
  /** a client whose requests carry x-mock-market */
  clientFor(market: string): ApiClient;
}

export interface MockPlatformOptions {
  /** the provider simulators' origin, read when each test starts (the server starts in beforeAll on port 0) */
  providerOrigin?: () => string;
  /** the platform clock; default NOW */
  now?: () => Date;
}

/** A fresh simulated platform (database + msw node server) for every test of the file. */
export function setUpMockPlatform(seed: Partial<MockDbState> = {}, options: MockPlatformOptions = {}): MockPlatform {
  const platform = { logs: [] as string[] } as MockPlatform;
  let running: MockServer | undefined;
  beforeEach(() => {
    platform.logs.length = 0;
    const db = createMockDb(seed, { now: options.now ?? (() => NOW) });
    const providerOrigin = options.providerOrigin?.();
    running = createMockServer(db, (message) => platform.logs.push(message), providerOrigin ? { providerOrigin } : {});
    running.server.listen({ onUnhandledRequest: 'error' });
    platform.db = running.db;
  });
  afterEach(() => running?.server.close());
  platform.client = createApiClient({ baseUrl: MOCK_BASE });
  platform.clientFor = (market) =>
    createApiClient({
      baseUrl: MOCK_BASE,
      fetch: (input, init) =>
        globalThis.fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), [MARKET_HEADER]: market } }),
    });
  return platform;
}
