import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { CACHE_TIMEOUTS_SETTING } from '../api/response-cache';
import { servedMarket } from '../engine/served-market';
import type { ApiPort, StoreApiError } from './api-port';

export type SettingsGroup = Record<string, unknown>;

/** Server settings, groups be and fe, loaded once at startup; forms and rules read them. */
export class SettingsStore {
  be: SettingsGroup | null = null;
  fe: SettingsGroup | null = null;
  error: StoreApiError | null = null;

  private readonly api: ApiPort;

  constructor(api: ApiPort) {
    this.api = api;
    // settings are replaced whole and read-only, so deep observability would only cost
    makeAutoObservable<SettingsStore, 'api'>(
      this,
      { api: false, be: observableRef, fe: observableRef },
      { autoBind: true },
    );
  }

  get loaded(): boolean {
    return this.be !== null && this.fe !== null;
  }

  /** The market the served settings belong to (fe.market), the fallback market when none is named. */
  get market(): string {
    return servedMarket(this.fe);
  }

  /** Loads both groups; resolves false (with `error` set) when either fails. */
  async load(): Promise<boolean> {
    const [be, fe] = await Promise.all([
      this.api.call<SettingsGroup>('settings', { group: 'be' }),
      this.api.call<SettingsGroup>('settings', { group: 'fe' }),
    ]);
    return runInAction(() => {
      if (be.ok) this.be = be.data;
      if (fe.ok) this.fe = fe.data;
      // spec 1 §7: the platform serves the cache timeout of each endpoint (at least 5 s)
      if (fe.ok) this.api.setCacheTimeouts?.(fe.data[CACHE_TIMEOUTS_SETTING]);
      this.error = !be.ok ? be.error : !fe.ok ? fe.error : null;
      return be.ok && fe.ok;
    });
  }

  /** A front-end setting by dotted path ("passwordLimits.min"), undefined when absent. */
  feValue(path: string): unknown {
    return readPath(this.fe, path);
  }

  beValue(path: string): unknown {
    return readPath(this.be, path);
  }
}

function readPath(group: SettingsGroup | null, path: string): unknown {
  let current: unknown = group;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
