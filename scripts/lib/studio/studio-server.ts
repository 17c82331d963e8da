import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { securityHeaders, TRUSTED_TYPE_POLICIES } from '../../../src/app/security/security-headers';
import { createStudioApi, FIRST_FORM } from './studio-api';
import type { ViewOrigin } from './studio-view-cache';
import { createStudioValidators } from './studio-validators';

export interface StudioServerOptions {
  /** the content root the studio reads and writes (the working tree) */
  root: string;
  /** the built studio (vite build -c studio/vite.config.ts) */
  appDir: string;
  port: number;
  host?: string;
  /** where the studio keeps what it computed between runs (variant checks, preview validators); none: in memory */
  cacheDir?: string;
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

/**
 * The studio's headers: the site's strict CSP (script-src 'self', no unsafe-eval or inline,
 * Trusted Types with the renderer's policies, no frames), reports to the studio's own endpoint.
 */
export function studioHeaders(): Record<string, string> {
  const headers = securityHeaders({ providerOrigins: [] });
  // not https: HSTS would only pin localhost
  delete headers['Strict-Transport-Security'];
  return headers;
}

export { TRUSTED_TYPE_POLICIES };

/**
 * The page with its first answers preloaded: the browser fetches the overview and the first form's
 * matrix while it loads the script, instead of after it ran (no inline script: the CSP stays strict).
 */
export function withFirstAnswersPreloaded(html: string): string {
  const preload = (href: string) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`;
  return html.replace('</head>', `    ${preload('/api/overview')}\n    ${preload(`/api/matrix?form=${FIRST_FORM}`)}\n  </head>`);
}

/** The studio's local server: the built app, the content API and the CSP report endpoint. */
export function createStudioServer(options: StudioServerOptions): { server: Server; cspReports: unknown[]; warm: () => ViewOrigin[] } {
  const appDir = resolve(options.appDir);
  const cache = options.cacheDir === undefined ? {} : { cacheDir: options.cacheDir };
  const api = createStudioApi({ root: resolve(options.root), validators: createStudioValidators(cache), ...cache });
  const headers = studioHeaders();
  const cspReports: unknown[] = [];
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://studio.local');
      if (req.method === 'POST' && url.pathname === '/csp-report') {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        cspReports.push(Buffer.concat(chunks).toString('utf8').slice(0, 10_000));
        console.error(`studio: CSP report ${cspReports[cspReports.length - 1] as string}`);
        res.writeHead(204).end();
        return;
      }
      if (req.method === 'GET' && url.pathname === '/__csp-reports') {
        // the shape e2e/csp-report-check.ts reads (the site's preview log)
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ reports: cspReports.map((body) => ({ body })) }));
        return;
      }
      if (await api(req, res)) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405).end();
        return;
      }
      const requested = resolve(appDir, `.${decodeURIComponent(url.pathname)}`);
      const inside = requested.startsWith(appDir + sep);
      const found = inside && existsSync(requested) && statSync(requested).isFile();
      if (!found && extname(url.pathname) !== '') {
        // a missing asset (e.g. /favicon.ico) is not the page
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      const file = found ? requested : join(appDir, 'index.html');
      if (!existsSync(file)) {
        res.writeHead(503, { 'Content-Type': 'text/plain' }).end('The studio is not built: npm run studio builds it.');
        return;
      }
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
      if (req.method === 'HEAD') res.end();
      else if (extname(file) === '.html') res.end(withFirstAnswersPreloaded(readFileSync(file, 'utf8')));
      else res.end(readFileSync(file));
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });
  server.on('close', () => api.dispose());
  return { server, cspReports, warm: api.warm };
}
