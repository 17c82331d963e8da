import { randomUUID } from 'node:crypto';
import { controlCode } from './control-code';
import type { DecisionStatus, Persona, ProviderMethod, SessionDetails, SessionKind, SessionPurpose, SessionStatus } from './session-vocabulary';

export interface NewSession {
  method: ProviderMethod;
  kind: SessionKind;
  purpose: SessionPurpose;
  details: SessionDetails;
}

export interface Decision {
  status: DecisionStatus;
  persona: Persona | null;
}

export interface ProviderSession extends NewSession {
  session: string;
  code: string;
  status: SessionStatus;
  persona: Persona | null;
  /** epoch ms, from the store's clock */
  createdAt: number;
}

export type DecideResult = { ok: true; session: ProviderSession } | { ok: false; reason: 'unknown' | 'decided' };

export interface SessionStoreOptions {
  /** oldest sessions are forgotten beyond this many, so a long dev run does not grow without end */
  limit?: number;
  now?: () => number;
}

/**
 * What the simulated provider remembers: one record per identification or social login, created
 * pending and decided once by the tester. In memory only: a restart of the provider origin is a
 * provider that lost its sessions, which the app has to survive anyway.
 */
export class SessionStore {
  readonly #sessions = new Map<string, ProviderSession>();
  readonly #limit: number;
  readonly #now: () => number;

  constructor(options: SessionStoreOptions = {}) {
    this.#limit = options.limit ?? 1000;
    this.#now = options.now ?? Date.now;
  }

  create(input: NewSession): ProviderSession {
    const session = randomUUID();
    const record: ProviderSession = {
      ...input,
      details: { ...input.details },
      session,
      code: controlCode(session),
      status: 'pending',
      persona: null,
      createdAt: this.#now(),
    };
    this.#sessions.set(session, record);
    // Map keeps insertion order, so the first key is the oldest session
    while (this.#sessions.size > this.#limit) this.#sessions.delete(this.#sessions.keys().next().value!);
    return { ...record, details: { ...record.details } };
  }

  get(session: string): ProviderSession | undefined {
    const record = this.#sessions.get(session);
    return record && { ...record, details: { ...record.details } };
  }

  /** A real provider answers once: a decided session keeps its first decision. */
  decide(session: string, decision: Decision): DecideResult {
    const record = this.#sessions.get(session);
    if (!record) return { ok: false, reason: 'unknown' };
    if (record.status !== 'pending') return { ok: false, reason: 'decided' };
    record.status = decision.status;
    record.persona = decision.persona;
    return { ok: true, session: { ...record, details: { ...record.details } } };
  }

  /** Pending sessions, oldest first; `maxAgeMs` hides requests the app has given up on. */
  pending(filter: { method?: ProviderMethod; maxAgeMs?: number } = {}): ProviderSession[] {
    const since = filter.maxAgeMs === undefined ? -Infinity : this.#now() - filter.maxAgeMs;
    return [...this.#sessions.values()]
      .filter((record) => record.status === 'pending' && record.createdAt >= since)
      .filter((record) => filter.method === undefined || record.method === filter.method)
      .map((record) => ({ ...record, details: { ...record.details } }));
  }
}
