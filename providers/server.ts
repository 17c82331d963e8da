import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ENCRYPTION_PAGE_PATH, renderEncryptionPage } from './render-encryption-page';
import { renderFingerprintPage } from './render-fingerprint-page';
import { APPLE_PAY_PAGE_PATH, renderApplePayPage } from './render-apple-pay-page';
import { renderForgePage } from './render-forge-page';
import { renderIndex } from './render-index';
import { renderRejected } from './render-rejected';
import { renderGamePage } from './render-game-page';
import { renderPaymentPage } from './render-payment-page';
import { renderSportsPage } from './render-sports-page';
import { renderSimulator } from './render-simulator';
import { renderThreeDsPage } from './render-three-ds-page';
import { renderTokenPage, TOKEN_PAGE_PATH } from './render-token-page';
import { send } from './send-response';
import { handleSessionApi } from './session-api';
import { SessionStore } from './session-store';
import { SIMULATORS } from './simulators';

export const DEFAULT_PROVIDER_PORT = 5174;
/** dev server (vite) and preview (e2e) origins of the app */
export const DEFAULT_APP_ORIGINS: readonly string[] = ['http://localhost:5173', 'http://localhost:4173'];

export interface ProviderServerOptions {
  port?: number;
  host?: string;
  /** origins allowed as `returnOrigin`, `returnUrl` origin, CORS origin and frame ancestor; default from APP_ORIGINS */
  appOrigins?: readonly string[];
  /** the provider's memory; a fresh one by default */
  store?: SessionStore;
}

export interface ProviderServer {
  url: string;
  port: number;
  appOrigins: readonly string[];
  /** the sessions, for tests and tools running in the same process */
  store: SessionStore;
  close(): Promise<void>;
}

const SCRIPT = 'text/javascript; charset=utf-8';
const ASSETS: Readonly<Record<string, string>> = {
  'simulator.css': 'text/css; charset=utf-8',
  'simulator-common.js': SCRIPT,
  'phone-app.js': SCRIPT,
  'identification-page.js': SCRIPT,
  'idenfy-page.js': SCRIPT,
  'redirect-page.js': SCRIPT,
  'social-login.js': SCRIPT,
  'payment-page.js': SCRIPT,
  'token-page.js': SCRIPT,
  'fingerprint-page.js': SCRIPT,
  'encryption-page.js': SCRIPT,
  'three-ds-page.js': SCRIPT,
  'forge-page.js': SCRIPT,
  'apple-pay-page.js': SCRIPT,
};
const ASSET_DIR = fileURLToPath(new URL('./assets/', import.meta.url));

export function appOriginsFromEnv(value: string | undefined = process.env.APP_ORIGINS): readonly string[] {
  const origins = (value ?? '').split(',').map((origin) => origin.trim()).filter((origin) => origin !== '');
  return origins.length > 0 ? origins : DEFAULT_APP_ORIGINS;
}

/**
 * The second origin of dev and e2e: third-party provider pages (identity frames and popups;
 * later payment and 3-D Secure frames), so the app's cross-origin postMessage checks meet a
 * real other origin. It also plays the provider's back end: sessions in memory, the tester's
 * decision recorded by the pages and read by the app's mock platform (/api/sessions).
 * Every answer carries a strict CSP.
 */
export async function startProviderServer(options: ProviderServerOptions = {}): Promise<ProviderServer> {
  const appOrigins = options.appOrigins ?? appOriginsFromEnv();
  const store = options.store ?? new SessionStore();
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    // the pages record decisions and poll sessions on their own origin, nowhere else
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${appOrigins.join(' ') || "'none'"}`,
  ].join('; ');

  const server = createServer((request, response) => {
    handle(request, response, { appOrigins, store, csp }).catch(() => {
      if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', 'Internal error', { 'Content-Security-Policy': csp });
      else response.end();
    });
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
    store,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

interface HandlerContext {
  appOrigins: readonly string[];
  store: SessionStore;
  csp: string;
}

async function handle(request: IncomingMessage, response: ServerResponse, { appOrigins, store, csp }: HandlerContext): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://provider.invalid');
  if (url.pathname.startsWith('/api/')) {
    await handleSessionApi(request, response, url, { store, appOrigins });
    return;
  }
  const headers = { 'Content-Security-Policy': csp };
  const html = (answer: { status: number; html: string }) => send(response, answer.status, 'text/html; charset=utf-8', answer.html, headers);
  // the payment provider (issue 11): framed with GET, or reached by the deposit's auto-submitted POST form
  if (url.pathname === '/payment.html' && (request.method === 'GET' || request.method === 'HEAD' || request.method === 'POST')) {
    html(renderPaymentPage(url.searchParams, appOrigins));
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    send(response, 405, 'text/plain; charset=utf-8', 'Method not allowed', { ...headers, Allow: 'GET, HEAD' });
    return;
  }
  // a game provider's game (issue 17 §4), framed by the casino's game page
  if (url.pathname === '/game.html') {
    html(renderGamePage(url.searchParams, appOrigins));
    return;
  }
  // a sports-betting provider's betting or history frame (issue 17 §4)
  if (url.pathname === '/sports.html') {
    html(renderSportsPage(url.searchParams, appOrigins));
    return;
  }
  // browsers ask for it on every page; an empty answer keeps their consoles (and e2e) free of 404s
  if (url.pathname === '/favicon.ico') {
    send(response, 204, 'image/x-icon', '', headers);
    return;
  }
  if (url.pathname === '/' || url.pathname === '/index.html') {
    html({ status: 200, html: renderIndex(appOrigins) });
    return;
  }
  // the payment processor's hidden token frame (issue 11, spec 2 §7 /interfaces/{provider}-{methodId}.html)
  if (TOKEN_PAGE_PATH.test(url.pathname)) {
    html(renderTokenPage(url.pathname, url.searchParams, appOrigins));
    return;
  }
  // the Apple Pay one-click sheet (issue 11, spec 2 §7 /interfaces/safecharge-applepay.html, method 210055)
  if (url.pathname === APPLE_PAY_PAGE_PATH) {
    html(renderApplePayPage(url.searchParams, appOrigins));
    return;
  }
  if (ENCRYPTION_PAGE_PATH.test(url.pathname)) {
    html(renderEncryptionPage(url.pathname, url.searchParams, appOrigins));
    return;
  }
  // the card holder's bank's 3-D Secure check (issue 11, spec 2 §4): the app frames it from the 3-D Secure origin (127.0.0.1 here)
  if (url.pathname === '/three-d-secure.html') {
    html(renderThreeDsPage(url.searchParams, appOrigins));
    return;
  }
  // e2e's forger: another window on this origin posting what the test gives it
  if (url.pathname === '/forge.html') {
    html(renderForgePage(url.searchParams, appOrigins));
    return;
  }
  if (url.pathname === '/interfaces/fingerprint.html') {
    html(renderFingerprintPage(url.searchParams, appOrigins));
    return;
  }
  const asset = /^\/assets\/([\w.-]+)$/.exec(url.pathname)?.[1];
  const assetType = asset && Object.hasOwn(ASSETS, asset) ? ASSETS[asset] : undefined;
  if (asset && assetType) {
    send(response, 200, assetType, await readFile(`${ASSET_DIR}${asset}`, 'utf8'), headers);
    return;
  }
  const name = /^\/([\w-]+)\.html$/.exec(url.pathname)?.[1];
  const page = name && Object.hasOwn(SIMULATORS, name) ? SIMULATORS[name] : undefined;
  html(page ? renderSimulator(page, url.searchParams, { store, appOrigins }) : renderRejected(404, 'No such simulator.'));
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const port = Number(process.env.PROVIDER_PORT ?? DEFAULT_PROVIDER_PORT);
  const started = await startProviderServer({ port });
  console.log(`Provider simulators: ${started.url} (app origins: ${started.appOrigins.join(', ')})`);
}
