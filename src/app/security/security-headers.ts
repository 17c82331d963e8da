export interface SecurityHeaderOptions {
  /** origins allowed to be framed and to receive form posts (provider simulators, 3-D Secure) */
  providerOrigins: readonly string[];
  /**
   * origins that may only be framed (frame-src), nothing else: the card holder's bank's 3-D Secure
   * page (spec 2 §4). No form posts, no camera; the app hears them only in the 3-D Secure frame.
   */
  frameOnlyOrigins?: readonly string[];
  /** origin of a real platform api when the site calls it directly (VITE_API_BASE_URL absolute) */
  apiOrigin?: string;
  /**
   * Further origins the page may call. Only the offline build's mock platform uses it: the
   * simulated back end runs in the page and asks the provider simulators for a session's state,
   * as a real back end asks the provider. A real deployment passes none.
   */
  connectOrigins?: readonly string[];
  /**
   * The offline demo build (msw in the page): its Trusted Types policy for registering
   * /mockServiceWorker.js is allowed too. A production build never creates it.
   */
  mockPlatform?: boolean;
  /** where browsers post CSP violation reports (same origin); default `/csp-report` */
  reportPath?: string;
}

/**
 * The endpoint the CSP's `report-uri` names. No `report-to` on purpose: with it Chromium ignores
 * `report-uri` and queues reports for the Reporting API, which delivers them in batches later (in
 * our e2e Chromium not at all, even with --short-reporting-delay), so a run could not prove it had
 * none. `report-uri` is posted at once by every browser. To add `report-to` later: the directive
 * plus a `Reporting-Endpoints` header; the endpoint already accepts `application/reports+json`.
 */
export const CSP_REPORT_PATH = '/csp-report';

/**
 * Every Trusted Types policy the site creates (`trusted-types` in the CSP lists exactly these;
 * a policy of another name, a second policy of the same name or a `default` policy is refused by
 * the browser). Each is private to its module and makes only what it checked:
 * - `casino-markdown`: DOMPurify's output for CMS markdown (src/app/content/render-markdown.ts)
 * - `casino-inline-markdown`: DOMPurify's output for consent labels (src/renderer/markdown/render-inline-markdown.ts)
 * - `casino-site-script`: same-origin script paths the cookie consent loads (src/app/cookies/load-site-script.ts)
 */
export const TRUSTED_TYPE_POLICIES = ['casino-markdown', 'casino-inline-markdown', 'casino-site-script'] as const;
/** Demo build only: the msw worker URL (src/mocks/start-mock-platform.ts). */
export const MOCK_WORKER_TRUSTED_TYPE_POLICY = 'casino-mock-worker';

/** Two years, subdomains included: the site is https-only in production. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The production response headers (DESIGN §5): a strict CSP without 'unsafe-inline' or
 * 'unsafe-eval' (validators are precompiled), Trusted Types for every DOM script sink, frames
 * only from provider origins, images only from the site (no `data:`: nothing uses one; a feature
 * that shows local previews, e.g. document thumbnails, adds `blob:` or `data:` here with its
 * reason), violation reports to our own endpoint, HSTS and the usual hardening headers.
 * `worker-src 'self'` lets the msw mock worker register in the offline demo build.
 */
export function securityHeaders({
  providerOrigins,
  frameOnlyOrigins = [],
  apiOrigin,
  connectOrigins = [],
  mockPlatform = false,
  reportPath = CSP_REPORT_PATH,
}: SecurityHeaderOptions): Record<string, string> {
  const providers = providerOrigins.join(' ');
  const framed = [...providerOrigins, ...frameOnlyOrigins.filter((origin) => !providerOrigins.includes(origin))].join(' ');
  const policies = [...TRUSTED_TYPE_POLICIES, ...(mockPlatform ? [MOCK_WORKER_TRUSTED_TYPE_POLICY] : [])];
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    ["connect-src 'self'", apiOrigin, ...connectOrigins].filter(Boolean).join(' '),
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    // 'self': an automatic verification provider ends by sending its frame back to our own
    // /interfaces/message.html (spec 1 §7), the one page of ours that allows being framed (by us)
    `frame-src 'self'${framed ? ` ${framed}` : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self'${providers ? ` ${providers}` : ''}`,
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${policies.join(' ')}`,
    `report-uri ${reportPath}`,
  ];
  return {
    'Content-Security-Policy': directives.join('; '),
    'Strict-Transport-Security': HSTS,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // the camera is used for document snapshots, and delegated to provider frames (allow="camera": iDenfy
    // films the document and the face, spec 1 §2); identity popups must keep their opener
    'Permissions-Policy': `camera=(self${providerOrigins.map((origin) => ` "${origin}"`).join('')}), microphone=(), geolocation=(), payment=()`,
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
}

/**
 * The same headers as a Netlify / Cloudflare Pages `_headers` file (written into the build as
 * `dist/_headers`): every path gets them (`/*`); then one block per path of `pathRules` (the
 * interface pages, src/app/security/framed-interface-pages.ts) with the headers whose value
 * differs there. The two hosts merge overlapping rules differently, so each block says it both ways:
 * - Cloudflare Pages applies every matching rule in file order and joins a header set twice with a
 *   comma (`DENY, SAMEORIGIN` would leave the page unframeable); the block first detaches the
 *   site's value with `! Header-Name` (Cloudflare's documented "Detach a header"; the parser wants
 *   exactly `! ` before the name and no colon on the line), then sets the page's own.
 * - Netlify (and `npm run serve:production`, which reads the file the same way) lets the later,
 *   exact block win; its parser skips a line without a colon, so the detach lines change nothing there.
 */
export function headersFile(headers: Record<string, string>, pathRules: Readonly<Record<string, Record<string, string>>> = {}): string {
  const blocks = [`/*\n${headerLines(headers)}\n`];
  for (const [path, rule] of Object.entries(pathRules)) {
    const detached = Object.keys(rule)
      .filter((name) => Object.hasOwn(headers, name))
      .map((name) => `  ! ${name}\n`)
      .join('');
    blocks.push(`${path}\n${detached}${headerLines(rule)}\n`);
  }
  return blocks.join('');
}

/** The same headers as nginx `add_header` lines (`always`: error pages carry them too). */
export function nginxHeaders(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n');
}

/**
 * The per-path rules as nginx `location = <path>` blocks, for a file included in the `server`
 * block: nginx drops every inherited `add_header` in a block that sets its own, so each block
 * repeats the site's headers with the page's values.
 */
export function nginxPathLocations(headers: Record<string, string>, pathRules: Readonly<Record<string, Record<string, string>>>): string {
  return Object.entries(pathRules)
    .map(([path, rule]) => {
      const lines = nginxHeaders({ ...headers, ...rule })
        .split('\n')
        .map((line) => `  ${line}`);
      return `location = ${path} {\n${lines.join('\n')}\n}`;
    })
    .join('\n');
}
