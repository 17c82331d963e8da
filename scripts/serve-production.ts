/**
 * npm run serve:production [-- --out dist] [--port 8080] [--host 0.0.0.0]
 * npm run serve:production -- --nginx   (prints dist/_headers as nginx `add_header` lines and exits)
 * npm run serve:production -- --nginx-pages   (prints the per-path blocks of dist/_headers as nginx
 *   `location = …` blocks, the interface pages' own headers, and exits)
 * Serves a production build (`npm run build`) the way a real host does: the headers of
 * `dist/_headers` (CSP with Trusted Types and a report endpoint, HSTS, …) on every answer, the
 * old-URL 301s, POST /csp-report (printed to stderr), static files without source maps and the
 * single-page fallback. `API_PROXY_TARGET` proxies /api to the platform.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { nginxHeaders, nginxPathLocations } from '../src/app/security/security-headers';
import { parseHeaderRules, startProductionServer } from './lib/production-server';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'dist' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    nginx: { type: 'boolean', default: false },
    'nginx-pages': { type: 'boolean', default: false },
  },
});
if (values.nginx || values['nginx-pages']) {
  const { '/*': all = {}, ...pages } = parseHeaderRules(readFileSync(join(resolve(values.out ?? 'dist'), '_headers'), 'utf8'));
  console.log(values.nginx ? nginxHeaders(all) : nginxPathLocations(all, pages));
  process.exit(0);
}
const server = await startProductionServer({
  outDir: resolve(values.out ?? 'dist'),
  port: Number(values.port),
  host: values.host ?? '127.0.0.1',
  ...(process.env.API_PROXY_TARGET ? { apiProxyTarget: process.env.API_PROXY_TARGET } : {}),
});
console.log(`production site on ${server.url}/ (${values.out ?? 'dist'}/)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void server.close().then(() => process.exit(0)));
