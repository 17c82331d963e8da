/**
 * CORS answer for one allowed app origin: reflected exactly (never `*`), with Vary so a cache
 * never hands one origin's answer to another.
 */
export function corsHeaders(corsOrigin: string | undefined, methods: readonly string[]): Record<string, string> {
  if (corsOrigin === undefined) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': corsOrigin,
    'Access-Control-Allow-Methods': [...methods, 'OPTIONS'].join(', '),
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}
