import { http, type HttpHandler } from 'msw';
import { ENDPOINTS, type EndpointName } from '../../api/endpoints';

/**
 * Handlers match /api on any origin: the browser calls same-origin '/api', node tests an
 * absolute URL (msw leaves relative paths unresolved outside a browser).
 */
export const API_PATTERN = '*/api';

export interface ResolverInfo {
  request: Request;
  params: Record<string, string>;
}

/** A handler for one row of the endpoint table, with the method and path the client uses. */
export function endpointHandler(
  name: EndpointName,
  resolver: (info: ResolverInfo) => Response | Promise<Response>,
): HttpHandler {
  const definition = ENDPOINTS[name];
  const path = `${API_PATTERN}${definition.path.replace(/\{(\w+)\}/g, ':$1')}`;
  const method = definition.method === 'GET' ? http.get : http.post;
  return method(path, ({ request, params }) => {
    const flat: Record<string, string> = {};
    for (const [key, value] of Object.entries(params)) {
      if (typeof value === 'string') flat[key] = value;
    }
    return resolver({ request, params: flat });
  });
}
