import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { allowedReturnOrigin } from './allowed-return-origin';
import { renderIndex, renderRejected, renderSimulator } from './render-pages';
import { SIMULATORS } from './simulators';

export const DEFAULT_PROVIDER_PORT = 5174;
/** dev server (vite) and preview (e2e) origins of the app */
export const DEFAULT_APP_ORIGINS: readonly string[] = ['http://localhost:5173', 'http://localhost:4173'];

export interface ProviderServerOptions {
  port?: number;
  host?: string;
  /** origins allowed as `returnOrigin` and as frame ancestors; default from APP_ORIGINS */
  appOrigins?: readonly string[];
}

export interface ProviderServer {
  url: string;
  port: number;
  appOrigins: readonly string[];
  close(): Promise<void>;
}

const ASSETS: Readonly<Record<string, string>> = {
  'simulator.js': 'text/javascript; charset=utf-8',
  'simulator.css': 'text/css; charset=utf-8',
};
const ASSET_DIR = fileURLToPath(new URL('./assets/', import.meta.url));

export function appOriginsFromEnv(value: string | undefined = process.env.APP_ORIGINS): readonly string[] {
  const origins = (value ?? '').split(',').map((origin) => origin.trim()).filter((origin) => origin !== '');
  return origins.length > 0 ? origins : DEFAULT_APP_ORIGINS;
}

/**
 * The second origin of dev and e2e: third-party provider pages (identity frames and popups;
 * later payment and 3-D Secure frames), so the app's cross-origin postMessage checks meet a
 * real other origin. Every answer carries a strict CSP.
 */
export async function startProviderServer(options: ProviderServerOptions = {}): Promise<ProviderServer> {
  const appOrigins = options.appOrigins ?? appOriginsFromEnv();
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${appOrigins.join(' ') || "'none'"}`,
  ].join('; ');

  const server = createServer((request, response) => {
    handle(request, response, appOrigins, csp).catch(() => send(response, 500, 'text/plain; charset=utf-8', 'Internal error', csp));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PROVIDER_PORT, options.host ?? 'localhost', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    port,
    appOrigins,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

async function handle(request: IncomingMessage, response: ServerResponse, appOrigins: readonly string[], csp: string): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    send(response, 405, 'text/plain; charset=utf-8', 'Method not allowed', csp);
    return;
  }
  const url = new URL(request.url ?? '/', 'http://provider.invalid');
  if (url.pathname === '/' || url.pathname === '/index.html') {
    send(response, 200, 'text/html; charset=utf-8', renderIndex(appOrigins), csp);
    return;
  }
  const asset = /^\/assets\/([\w.-]+)$/.exec(url.pathname)?.[1];
  const assetType = asset ? ASSETS[asset] : undefined;
  if (asset && assetType) {
    send(response, 200, assetType, await readFile(`${ASSET_DIR}${asset}`, 'utf8'), csp);
    return;
  }
  const name = /^\/([\w-]+)\.html$/.exec(url.pathname)?.[1];
  const page = name && Object.hasOwn(SIMULATORS, name) ? SIMULATORS[name] : undefined;
  if (!page) {
    send(response, 404, 'text/html; charset=utf-8', renderRejected('No such simulator.'), csp);
    return;
  }
  const returnOrigin = allowedReturnOrigin(url.searchParams.get('returnOrigin'), appOrigins);
  if (!returnOrigin) {
    send(response, 400, 'text/html; charset=utf-8', renderRejected('returnOrigin is missing or not an allowed app origin.'), csp);
    return;
  }
  send(response, 200, 'text/html; charset=utf-8', renderSimulator(page, url.searchParams, returnOrigin), csp);
}

function send(response: ServerResponse, status: number, contentType: string, body: string, csp: string): void {
  response.writeHead(status, {
    'Content-Type': contentType,
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const port = Number(process.env.PROVIDER_PORT ?? DEFAULT_PROVIDER_PORT);
  const started = await startProviderServer({ port });
  console.log(`Provider simulators: ${started.url} (app origins: ${started.appOrigins.join(', ')})`);
}
