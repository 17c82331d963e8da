import { makeAutoObservable, runInAction } from 'mobx';
import type { Wallet } from '../api/endpoints';
import type { ApiPort, StoreApiError } from './api-port';

/** Wallet amounts stay decimal strings ("12.34") from the server to the formatter. */
export type { Wallet };

export class WalletStore {
  wallet: Wallet | null = null;
  loading = false;
  error: StoreApiError | null = null;

  private readonly api: ApiPort;

  constructor(api: ApiPort) {
    this.api = api;
    makeAutoObservable<WalletStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  get currency(): string | null {
    return this.wallet?.currency ?? null;
  }

  get balance(): string | null {
    return this.wallet?.balance ?? null;
  }

  async load(): Promise<boolean> {
    this.loading = true;
    const result = await this.api.call<Wallet>('wallet');
    return runInAction(() => {
      this.loading = false;
      if (!result.ok) {
        this.error = result.error;
        return false;
      }
      this.wallet = result.data;
      this.error = null;
      return true;
    });
  }

  reset(): void {
    this.wallet = null;
    this.error = null;
    this.loading = false;
  }
}
