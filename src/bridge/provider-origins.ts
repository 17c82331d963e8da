const DEFAULT_PROVIDER_ORIGIN = 'http://localhost:5174';
const DEFAULT_THREE_DS_ORIGIN = 'http://127.0.0.1:5174';

/**
 * Origins whose provider pages (identification, social login) may be opened and may post to the app. Configured once
 * per deployment (VITE_PROVIDER_ORIGIN); the same origin the CSP allows as frame-src.
 */
export function providerOrigins(): readonly string[] {
  // compared with MessageEvent.origin, so written the way a browser writes an origin
  return [new URL(import.meta.env.VITE_PROVIDER_ORIGIN || DEFAULT_PROVIDER_ORIGIN).origin];
}

/**
 * The 3-D Secure page's origin (spec 2 §4 "Accepts messages only from the 3-D-secure origin"):
 * the card holder's bank, not the payment provider. Only the 3-D Secure frame's channel listens
 * to it, and it is not among providerOrigins(): a payment frame cannot answer for the bank, nor
 * the bank for a payment frame. Locally the provider server reached as 127.0.0.1 (another origin
 * than localhost). The CSP admits it as frame-src only (VITE_THREE_DS_ORIGIN, vite.config.ts).
 */
export function threeDSecureOrigins(): readonly string[] {
  return [new URL(import.meta.env.VITE_THREE_DS_ORIGIN || DEFAULT_THREE_DS_ORIGIN).origin];
}
