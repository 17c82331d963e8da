import { createHash } from 'node:crypto';

/** First 12 hex digits of the SHA-256 of the value's JSON text (key order counts: it is the field order). */
export function contentHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12);
}
