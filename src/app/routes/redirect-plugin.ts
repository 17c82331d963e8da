import type { Connect, Plugin } from 'vite';
import { redirectTable } from './redirect-table';
import { resolveRedirect } from './resolve-redirect';
import type { RedirectTable } from './redirect-rule';

/** Answers an old-style page address with a real 301 to its new form (spec 1 §2). */
export function redirectMiddleware(table: RedirectTable = redirectTable): Connect.NextHandleFunction {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const url = new URL(request.url ?? '/', 'http://localhost');
    const location = resolveRedirect(table, url.pathname, url.search);
    if (location === null) return next();
    response.statusCode = 301;
    response.setHeader('Location', location);
    response.setHeader('Cache-Control', 'no-cache');
    response.end();
  };
}

/**
 * The redirect table in `npm start` and `npm run preview`, ahead of the static files and the
 * single-page fallback. Imports neither React nor pages, so vite.config.ts can load it.
 */
export function redirectPlugin(table: RedirectTable = redirectTable): Plugin {
  return {
    name: 'casino:redirects',
    configureServer(server) {
      server.middlewares.use(redirectMiddleware(table));
    },
    configurePreviewServer(server) {
      server.middlewares.use(redirectMiddleware(table));
    },
  };
}
