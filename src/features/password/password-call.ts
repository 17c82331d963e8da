import type { StoreApiError } from '../../stores/api-port';

/** One platform call of a password flow, as its actor needs it (the view adapts the api client). */
export type PasswordCall<P> = (payload: P) => Promise<{ ok: true } | { ok: false; error: StoreApiError }>;
