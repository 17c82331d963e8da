import { bypass } from 'msw';
import type { AutomaticVerificationProvider, IdentificationMethod } from '../../api/endpoints';

/** How the app shows a provider: control code, popup window, frame, full redirect, social popup. */
export type ProviderKind = 'code' | 'window' | 'iframe' | 'redirect' | 'social';
export type ProviderSessionStatus = 'pending' | 'approved' | 'rejected' | 'expired' | 'cancelled';
export type ProviderPersona = 'registered' | 'registeredAutoLogin' | 'new';

export interface ProviderSessionStart {
  /** an identification method, or idenfy (identity verification in a frame) */
  method: IdentificationMethod | 'idenfy' | AutomaticVerificationProvider;
  kind: ProviderKind;
  purpose: 'login' | 'registration' | 'verification';
  personalCode?: string;
  phoneNumber?: string;
  bic?: string;
}

/** The provider back end's view of one session (providers/server.ts GET /api/sessions/{session}). */
export interface ProviderSession {
  session: string;
  /** an identification method, or google / facebook / apple for social sessions */
  method: string;
  kind: ProviderKind;
  status: ProviderSessionStatus;
  persona: ProviderPersona | null;
  code: string;
  details: { personalCode?: string; phoneNumber?: string; bic?: string };
}

export interface ProviderClient {
  /** undefined when the provider back end is unreachable or refuses the session */
  createSession(start: ProviderSessionStart): Promise<{ session: string; code: string } | undefined>;
  /** undefined for an unknown session or an unreachable provider */
  getSession(session: string): Promise<ProviderSession | undefined>;
}

/**
 * The mock platform's client of the provider simulators' back end. Every request goes through
 * msw's `bypass()`: the platform's own handlers match `*\/api` on ANY origin (the fallback
 * would answer the provider's /api/sessions with 101), and bypass is msw's documented way to
 * send a request past all handlers, in the service worker as in node.
 */
export function providerClient(providerOrigin: string): ProviderClient {
  const base = `${providerOrigin.replace(/\/+$/, '')}/api/sessions`;

  async function requestJson(url: string, init?: RequestInit): Promise<unknown> {
    try {
      const response = await fetch(bypass(url, init));
      if (!response.ok) return undefined;
      return (await response.json()) as unknown;
    } catch {
      return undefined;
    }
  }

  return {
    async createSession(start) {
      const body = await requestJson(base, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(start),
      });
      if (!isRecord(body) || typeof body.session !== 'string' || typeof body.code !== 'string') return undefined;
      return { session: body.session, code: body.code };
    },
    async getSession(session) {
      const body = await requestJson(`${base}/${encodeURIComponent(session)}`);
      if (!isProviderSession(body)) return undefined;
      return { ...body, details: isRecord(body.details) ? body.details : {} };
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isProviderSession(value: unknown): value is ProviderSession {
  return (
    isRecord(value) &&
    typeof value.session === 'string' &&
    typeof value.method === 'string' &&
    typeof value.status === 'string' &&
    (value.persona === null || typeof value.persona === 'string')
  );
}
