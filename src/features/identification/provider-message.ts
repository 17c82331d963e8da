/** A provider's completion message as the app accepts it (spec 1 §4 identification widget). */
export interface IdentificationMessage {
  type: 'identification';
  value: 'done' | 'rejected' | 'cancelled';
}

/** A social login popup's answer: the provider session token, tied to our `state` nonce. */
export interface SocialLoginMessage {
  type: 'social-login';
  provider: string;
  value: 'done' | 'cancelled';
  token?: string;
  state: string;
}

export interface TrustedSource {
  /** origins of the configured providers */
  origins: readonly string[];
  /** the window or frame we opened; a message from any other window is ignored */
  source: MessageEventSource | null;
}

/**
 * Whether a message event comes from a configured provider origin and from the window or frame
 * we opened. Everything else — other origins, other windows, our own window — is ignored.
 */
export function isFromTrustedProvider(event: Pick<MessageEvent, 'origin' | 'source'>, trusted: TrustedSource): boolean {
  return trusted.source !== null && event.source === trusted.source && trusted.origins.includes(event.origin);
}

const IDENTIFICATION_VALUES = new Set(['done', 'rejected', 'cancelled']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The payload as an identification message, or null when it is anything else. */
export function parseIdentificationMessage(data: unknown): IdentificationMessage | null {
  if (!isRecord(data) || data.type !== 'identification' || typeof data.value !== 'string') return null;
  if (!IDENTIFICATION_VALUES.has(data.value)) return null;
  return { type: 'identification', value: data.value as IdentificationMessage['value'] };
}

/** The payload as a social login answer for `provider` and our `state`, or null. */
export function parseSocialLoginMessage(data: unknown, provider: string, state: string): SocialLoginMessage | null {
  if (!isRecord(data) || data.type !== 'social-login' || data.provider !== provider || data.state !== state) return null;
  if (data.value === 'cancelled') return { type: 'social-login', provider, value: 'cancelled', state };
  if (data.value !== 'done' || typeof data.token !== 'string' || data.token.length === 0 || data.token.length > 200) return null;
  return { type: 'social-login', provider, value: 'done', token: data.token, state };
}
