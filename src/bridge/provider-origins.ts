const DEFAULT_PROVIDER_ORIGIN = 'http://localhost:5174';

/**
 * Origins whose provider pages (identification, social login) may be opened and may post to the app. Configured once
 * per deployment (VITE_PROVIDER_ORIGIN); the same origin the CSP allows as frame-src.
 */
export function providerOrigins(): readonly string[] {
  // compared with MessageEvent.origin, so written the way a browser writes an origin
  return [new URL(import.meta.env.VITE_PROVIDER_ORIGIN || DEFAULT_PROVIDER_ORIGIN).origin];
}
