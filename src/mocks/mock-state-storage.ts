import type { MockDbState } from './db/mock-types';

/** Keys of the simulator itself; the app's storage allow-list checks should skip this prefix. */
export const MOCK_STORAGE_PREFIX = 'mock-platform:';
const STATE_KEY = `${MOCK_STORAGE_PREFIX}db`;

/**
 * Keeps the simulated platform's memory per browser tab: msw handlers run in the page, so
 * without this a reload (activation link, return from a provider) would forget the session
 * and every registration.
 */
export function mockStateStorage(storage: Storage) {
  return {
    load(): Partial<MockDbState> | undefined {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(STATE_KEY) ?? 'null');
        const state = parsed as Partial<MockDbState> | null;
        return state?.version === 1 ? state : undefined;
      } catch {
        return undefined;
      }
    },
    save(state: MockDbState): void {
      storage.setItem(STATE_KEY, JSON.stringify(state));
    },
  };
}
