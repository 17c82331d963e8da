export interface SecurityHeaderOptions {
  /** origins allowed to be framed and to receive form posts (provider simulators, 3-D Secure) */
  providerOrigins: readonly string[];
  /** origin of a real platform api when the site calls it directly (VITE_API_BASE_URL absolute) */
  apiOrigin?: string;
  /**
   * Further origins the page may call. Only the offline build's mock platform uses it: the
   * simulated back end runs in the page and asks the provider simulators for a session's state,
   * as a real back end asks the provider. A real deployment passes none.
   */
  connectOrigins?: readonly string[];
}

/**
 * The production response headers (DESIGN §5): a strict CSP without 'unsafe-inline' or
 * 'unsafe-eval' (validators are precompiled), frames only from provider origins, and the
 * usual hardening headers. `worker-src 'self'` lets the msw mock worker register in builds
 * that run offline.
 */
export function securityHeaders({ providerOrigins, apiOrigin, connectOrigins = [] }: SecurityHeaderOptions): Record<string, string> {
  const providers = providerOrigins.join(' ');
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    ["connect-src 'self'", apiOrigin, ...connectOrigins].filter(Boolean).join(' '),
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src ${providers || "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self'${providers ? ` ${providers}` : ''}`,
    "frame-ancestors 'none'",
  ];
  return {
    'Content-Security-Policy': directives.join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // the camera is used for document snapshots; identity popups must keep their opener
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
