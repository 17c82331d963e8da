/**
 * Idempotency keys (DESIGN §2.13, §5 Reliability): a call that creates something carries
 * `Idempotency-Key: <UUID v4>`. The key belongs to the ATTEMPT, not to the request: a flow makes
 * one when the player starts an attempt (first submit), keeps it in its context (and its draft)
 * for every retry, reload and double click of that attempt, and makes a new one only for a new
 * attempt (changed data after an error, "try again with other details").
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export type IdempotencyKey = string;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A new random key (UUID v4). `crypto.randomUUID` needs a secure context, so plain http falls back. */
export function newIdempotencyKey(): IdempotencyKey {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A key the client sends and the platform accepts: a UUID (what `newIdempotencyKey` makes). */
export function isIdempotencyKey(value: unknown): value is IdempotencyKey {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** The programming error of a creating call without a usable key (never an expected failure). */
export class MissingIdempotencyKeyError extends TypeError {
  constructor(endpoint: string) {
    super(`The call '${endpoint}' creates something and needs { idempotencyKey } (newIdempotencyKey(), kept with the attempt)`);
    this.name = 'MissingIdempotencyKeyError';
  }
}
