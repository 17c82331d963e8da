import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiPort, StoreApiError, StoreCallOptions } from './api-port';
import type { AccountDetails } from './player-types';

/** The logged-in player's account details (accountDetails call). */
export class PlayerStore {
  details: AccountDetails | null = null;
  error: StoreApiError | null = null;

  private readonly api: ApiPort;

  constructor(api: ApiPort) {
    this.api = api;
    makeAutoObservable<PlayerStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** The balance popover passes `{ timeoutMs: 100 }` (spec 3 §4); login waits without a limit. */
  async loadDetails(options?: StoreCallOptions): Promise<AccountDetails | null> {
    const result = await this.api.call<AccountDetails>('accountDetails', undefined, options);
    return runInAction(() => {
      if (!result.ok) {
        this.error = result.error;
        return null;
      }
      this.details = result.data;
      this.error = null;
      return result.data;
    });
  }

  reset(): void {
    this.details = null;
    this.error = null;
  }
}
