/** Where a message kind's channel nonce travels: a URL parameter out, a message field back. */
export interface NonceBinding {
  /** the part of the opened URL that carries it */
  in: 'fragment' | 'query';
  /** its parameter name there */
  param: string;
  /** the field of every message that must echo it */
  field: string;
}

/** The bridge's own convention, for our provider pages and hidden frames: `#nonce=<hex>` → `{ nonce }`. */
export const FRAGMENT_NONCE: NonceBinding = { in: 'fragment', param: 'nonce', field: 'nonce' };

const NONCE_BYTES = 16;

/** 128 random bits as 32 lower-case hex digits (the message schemas' nonce pattern). */
export function createNonce(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (bytes) => globalThis.crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(NONCE_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `url` with the nonce set at its binding's place; other parameters stay as they were. */
export function withNonce(url: URL, binding: NonceBinding, nonce: string): URL {
  const result = new URL(url.href);
  if (binding.in === 'query') {
    result.searchParams.set(binding.param, nonce);
    return result;
  }
  const fragment = new URLSearchParams(result.hash.replace(/^#/, ''));
  fragment.set(binding.param, nonce);
  result.hash = fragment.toString();
  return result;
}
