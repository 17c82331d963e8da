import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { redirectTable } from '../../src/app/routes/redirect-table';
import { resolveRedirect } from '../../src/app/routes/resolve-redirect';
import { CspReportLog, handleCspReportRequest, type CspReport } from '../../src/app/security/csp-reports';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Files a host must never hand out even if they end up in the directory. */
const NEVER_SERVED = /(^|\/)(\.|_headers$)|\.map$/i;

/**
 * The `_headers` file the build wrote (Netlify / Cloudflare Pages format: a path, then indented
 * `Name: value` lines) read back as its rules: `/*` for every response, then the exact paths
 * (the interface pages, src/app/security/framed-interface-pages.ts) whose headers replace the
 * site's there. The server serves what the file says, so the two cannot disagree. A block's
 * `! Header-Name` lines (Cloudflare Pages' detach, written before the page's own value) have no
 * colon and are skipped, as Netlify's parser does: here the exact block replaces the site's value.
 */
export function parseHeaderRules(text: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | null = null;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (/^\S/.test(line)) current = rules[line.trim()] ??= {};
    else if (current !== null) {
      const colon = line.indexOf(':');
      if (colon > 0) current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

/** The headers of every response (`/*` of the `_headers` file). */
export function parseHeadersFile(text: string): Record<string, string> {
  return parseHeaderRules(text)['/*'] ?? {};
}

export interface ProductionServerOptions {
  /** the built site (`dist/`), with the `_headers` file the build wrote */
  outDir: string;
  port?: number;
  host?: string;
  /** answer GET /__csp-reports (tests only; production logs reports instead) */
  exposeCspReports?: boolean;
  /** proxy `/api` there (the platform); without it `/api` answers 502 */
  apiProxyTarget?: string;
  /** every CSP report (default: one JSON line on stderr) */
  onCspReport?: (report: CspReport) => void;
}

export interface ProductionServer {
  url: string;
  server: Server;
  cspReports: CspReportLog;
  close(): Promise<void>;
}

function proxy(request: IncomingMessage, response: ServerResponse, target: string, headers: Record<string, string>): void {
  const url = new URL(request.url ?? '/', target);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(url, { method: request.method, headers: { ...request.headers, host: url.host } }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...headers });
    answer.pipe(response);
  });
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, headers).end();
  });
  request.pipe(upstream);
}

/**
 * A minimal production host for the built site (node http, no dependencies): the security headers
 * of `dist/_headers` on every answer, the old-URL 301s, POST /csp-report, static files (hashed
 * assets cached for a year, never a source map, dotfile or `_headers`) and the single-page
 * fallback to index.html. TLS is the front proxy's job (HSTS is sent for it).
 */
export async function startProductionServer(options: ProductionServerOptions): Promise<ProductionServer> {
  const root = resolve(options.outDir);
  const headersPath = join(root, '_headers');
  if (!existsSync(headersPath)) throw new Error(`${headersPath} is missing: build first (npm run build)`);
  const rules = parseHeaderRules(readFileSync(headersPath, 'utf8'));
  const headers = rules['/*'] ?? {};
  const index = readFileSync(join(root, 'index.html'));
  const cspReports = new CspReportLog();
  const onCspReport = options.onCspReport ?? ((report: CspReport) => console.error(JSON.stringify({ cspReport: report })));

  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (handleCspReportRequest(request, response, { log: cspReports, exposeReports: options.exposeCspReports ?? false, onReport: onCspReport })) return;
    const url = new URL(request.url ?? '/', 'http://localhost');
    // an exact path of the file (the provider frame's and popup's ways back, spec 1 §7) replaces the site's headers there
    const pathRule = url.pathname !== '/*' && Object.hasOwn(rules, url.pathname) ? rules[url.pathname] : undefined;
    if (pathRule) for (const [name, value] of Object.entries(pathRule)) response.setHeader(name, value);
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      if (options.apiProxyTarget) proxy(request, response, options.apiProxyTarget, headers);
      else response.writeHead(502).end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const location = resolveRedirect(redirectTable, url.pathname, url.search);
    if (location !== null) {
      response.writeHead(301, { Location: location, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const file = normalize(join(root, path));
    const inside = file === root || file.startsWith(root + sep);
    if (!inside || NEVER_SERVED.test(path) || path.includes('\0')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    if (existsSync(file) && statSync(file).isFile()) {
      response.setHeader('Content-Type', CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
      response.setHeader('Cache-Control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      response.writeHead(200);
      if (request.method === 'HEAD') response.end();
      else createReadStream(file).pipe(response);
      return;
    }
    // a file-like path that does not exist is a 404; every other path is a page of the app
    if (/\.[A-Za-z0-9]+$/.test(path)) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': CONTENT_TYPES['.html'], 'Cache-Control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : index);
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    server,
    cspReports,
    close: () => new Promise((resolveClose) => server.close(() => resolveClose())),
  };
}
