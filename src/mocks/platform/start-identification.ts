import type { IdentificationMethod, IdentifyData } from '../../api/endpoints';
import type { PlatformSettings } from '../../engine/platform-settings';
import type { MockDb } from '../db/create-mock-db';
import type { IdentificationRecord } from '../db/mock-types';
import type { ProviderClient } from '../provider/provider-client';
import { identificationFailure } from './identification-failure';
import { IDENTIFICATION_METHODS } from './identification-methods';
import { platformFailure, type PlatformFailure } from './platform-failure';

/** How long a Smart-ID / Mobile-ID control code stays valid. */
export const CODE_VALIDITY_MS = 120_000;

export interface StartIdentificationInput {
  db: MockDb;
  provider: ProviderClient;
  providerOrigin: string;
  settings: PlatformSettings;
}

/**
 * Starts an identification: checks the input, opens a session at the provider back end
 * (its id is the identificationToken) and answers what the app needs to show it — control
 * code and expiry, the provider page url, or the redirect url. Provider unreachable: 297.
 */
export async function startIdentification(
  method: IdentificationMethod,
  body: Record<string, unknown>,
  { db, provider, providerOrigin, settings }: StartIdentificationInput,
): Promise<{ data: IdentifyData } | { failure: PlatformFailure }> {
  const failure = identificationFailure(method, body, settings);
  if (failure) return { failure };
  const { kind } = IDENTIFICATION_METHODS[method];
  const purpose = body.purpose === 'registration' || body.purpose === 'verification' ? body.purpose : 'login';
  const given = {
    ...optional('personalCode', body.personalCode),
    ...optional('phoneNumber', body.phoneNumber),
    ...optional('bic', body.bic),
  };
  const started = await provider.createSession({ method, kind, purpose, ...given });
  if (!started) return { failure: platformFailure(297) };

  const now = db.now();
  const record: IdentificationRecord = { token: started.session, method, purpose, startedAt: now.toISOString(), ...given };
  if (kind === 'code') record.expirationTime = new Date(now.getTime() + CODE_VALIDITY_MS).toISOString();
  db.state.identifications[record.token] = record;

  const origin = providerOrigin.replace(/\/+$/, '');
  const data: IdentifyData = { identificationToken: record.token };
  if (kind === 'code') {
    data.code = started.code;
    data.expirationTime = record.expirationTime;
  } else if (kind === 'redirect') {
    data.zignSecRedirectUrl = `${origin}/redirect.html?${query({ method, session: record.token, returnUrl: text(body.returnUrl) })}`;
  } else {
    const page = { method, session: record.token, returnOrigin: text(body.returnOrigin), ...(given.bic ? { bic: given.bic } : {}) };
    data.url = `${origin}/identification.html?${query(page)}`;
  }
  return { data };
}

function optional<K extends string>(name: K, value: unknown): Partial<Record<K, string>> {
  const trimmed = text(value);
  return trimmed ? ({ [name]: trimmed } as Partial<Record<K, string>>) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** URLSearchParams encodes every value, so a return URL with its own query survives intact. */
function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}
