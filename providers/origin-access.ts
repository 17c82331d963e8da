import type { IncomingMessage } from 'node:http';

/**
 * Who may call an API route from a browser: `app` routes are read and started by the app origins
 * (CORS), `self` routes only by the provider's own pages. Requests without Origin (curl, QA
 * scripts, node tests) are not browser cross-origin calls and pass.
 */
export type Audience = 'app' | 'self';

export type OriginAccess = { allowed: true; corsOrigin?: string } | { allowed: false; origin: string };

export function originAccess(request: IncomingMessage, audience: Audience, appOrigins: readonly string[]): OriginAccess {
  const origin = request.headers.origin;
  if (origin === undefined) return { allowed: true };
  // the provider is plain http on localhost; its own origin is what the browser used to reach it
  if (request.headers.host !== undefined && origin === `http://${request.headers.host}`) return { allowed: true };
  if (audience === 'app' && appOrigins.includes(origin)) return { allowed: true, corsOrigin: origin };
  return { allowed: false, origin };
}
