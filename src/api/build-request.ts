import type { EndpointDefinition } from './endpoints';

export interface BuiltRequest {
  url: string;
  /** the request path without query, for error texts that depend on the call */
  path: string;
  method: string;
  body?: string;
}

/**
 * Fills `{name}` path segments from the payload; the rest of the payload becomes the query of
 * a GET or the JSON body of a POST.
 */
export function buildRequest(baseUrl: string, endpoint: EndpointDefinition, payload: unknown): BuiltRequest {
  const rest: Record<string, unknown> = isRecord(payload) ? { ...payload } : {};
  const filledPath = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(paramText(value));
  });
  const path = `${baseUrl.replace(/\/+$/, '')}${filledPath}`;
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined && value !== null) query.append(key, paramText(value));
    }
    const search = query.toString();
    return { url: search ? `${path}?${search}` : path, path: pathOnly(path), method: 'GET' };
  }
  return {
    url: path,
    path: pathOnly(path),
    method: endpoint.method,
    body: payload === undefined ? undefined : JSON.stringify(payload === null ? {} : rest),
  };
}

function paramText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === undefined || value === null ? '' : (JSON.stringify(value) ?? '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pathOnly(url: string): string {
  // absolute base URLs (a real platform) keep only their path, relative ones are paths already
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? new URL(url).pathname : url;
}
