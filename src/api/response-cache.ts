import { ENDPOINTS, type EndpointName } from './endpoints';

/**
 * Per-endpoint cache of GET answers (spec 1 §7, spec 2 §9: "cache timeouts per endpoint come from
 * the server with a minimum of 5 seconds"). The platform serves the timeouts in the `fe` settings
 * group as `cacheTimeouts: { <endpoint name>: <seconds> }`; an endpoint it does not name is not
 * cached, a named one is kept max(served, 5) seconds. Only successful answers are kept, per URL
 * (path + query), and any call that is not a GET empties the cache (a change on the server may
 * change what the reads answer; login, logout and registration change the player).
 */
export const CACHE_TIMEOUTS_SETTING = 'cacheTimeouts';
export const MIN_CACHE_SECONDS = 5;

export type CacheTimeouts = Partial<Record<EndpointName, number>>;

/** The served setting read defensively: unknown endpoints, non-GET endpoints and non-numbers are ignored. */
export function readCacheTimeouts(served: unknown): CacheTimeouts {
  const timeouts: CacheTimeouts = {};
  if (typeof served !== 'object' || served === null || Array.isArray(served)) return timeouts;
  for (const [name, seconds] of Object.entries(served)) {
    if (!Object.hasOwn(ENDPOINTS, name)) continue;
    const endpoint = name as EndpointName;
    if (ENDPOINTS[endpoint].method !== 'GET' || typeof seconds !== 'number' || !Number.isFinite(seconds)) continue;
    timeouts[endpoint] = Math.max(seconds, MIN_CACHE_SECONDS);
  }
  return timeouts;
}

interface Entry {
  endpoint: EndpointName;
  expiresAt: number;
  data: unknown;
}

export class ResponseCache {
  private timeouts: CacheTimeouts = {};
  private readonly entries = new Map<string, Entry>();

  /** `now` in milliseconds; tests inject a fake clock */
  constructor(private readonly now: () => number = () => Date.now()) {}

  /** Replaces the timeouts with the served ones (the `fe.cacheTimeouts` setting); drops what is no longer cached. */
  setTimeouts(served: unknown): void {
    this.timeouts = readCacheTimeouts(served);
    for (const [url, entry] of this.entries) {
      if (this.timeouts[entry.endpoint] === undefined) this.entries.delete(url);
    }
  }

  /** Seconds an endpoint's answers are kept; undefined: not cached. */
  secondsFor(endpoint: EndpointName): number | undefined {
    return this.timeouts[endpoint];
  }

  /** A fresh copy of a kept answer, or undefined (not cached, expired). */
  get(endpoint: EndpointName, url: string): { data: unknown } | undefined {
    const entry = this.entries.get(url);
    if (!entry || entry.endpoint !== endpoint) return undefined;
    if (this.now() >= entry.expiresAt) {
      this.entries.delete(url);
      return undefined;
    }
    return { data: structuredClone(entry.data) };
  }

  put(endpoint: EndpointName, url: string, data: unknown): void {
    const seconds = this.timeouts[endpoint];
    if (seconds === undefined) return;
    this.entries.set(url, { endpoint, expiresAt: this.now() + seconds * 1000, data: structuredClone(data) });
  }

  /** Forgets the answers of the given endpoints, or all (spec 2 §6: caches cleared after a final status). */
  clear(endpoints?: readonly EndpointName[]): void {
    if (!endpoints) {
      this.entries.clear();
      return;
    }
    for (const [url, entry] of this.entries) {
      if (endpoints.includes(entry.endpoint)) this.entries.delete(url);
    }
  }
}
