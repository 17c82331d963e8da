import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The app's own pages that a provider frame navigates back to (spec 1 §7 "/interfaces/message.html
 * … done-message exchange"): an automatic identity provider ends by sending its frame to
 * /interfaces/message.html, which tells the app window through the provider bridge. The site's
 * headers forbid every framing (`frame-ancestors 'none'`, `X-Frame-Options: DENY`); these pages
 * alone may be framed, and only by the site itself.
 */
export const FRAMED_INTERFACE_PAGES = ['/interfaces/message.html'] as const;

/**
 * The app's own pages that a provider popup navigates back to (spec 1 §7
 * "/interfaces/window-middleware.html"): the popup variant, which tells the window that opened the
 * popup. The site's `Cross-Origin-Opener-Policy: same-origin-allow-popups` on this page would put
 * the popup, arriving from the provider's origin, in a new browsing context group and cut it from
 * its opener; this page alone is served with `unsafe-none` (it shows nothing and holds no data).
 */
export const POPUP_INTERFACE_PAGES = ['/interfaces/window-middleware.html'] as const;

export function isFramedInterfacePage(pathname: string): boolean {
  return (FRAMED_INTERFACE_PAGES as readonly string[]).includes(pathname);
}

/** The site's headers for a framed interface page: framed by the site's own origin only, everything else unchanged. */
export function framedInterfacePageHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const result = { ...headers };
  const csp = result['Content-Security-Policy'];
  if (csp !== undefined) {
    const directives = csp.split(';').map((directive) => directive.trim()).filter((directive) => !directive.startsWith('frame-ancestors'));
    result['Content-Security-Policy'] = [...directives, "frame-ancestors 'self'"].join('; ');
  }
  result['X-Frame-Options'] = 'SAMEORIGIN';
  return result;
}

/**
 * The per-path header rules of the site: for each interface page, the headers whose value differs
 * from the site's (`headers`), with their value there. Every way the site is served applies them on
 * top of the site's headers: `dist/_headers` (a block per page after `/*`), `npm run
 * serve:production` (reads that file), nginx (`serve:production -- --nginx-pages`) and `vite preview`.
 */
export function interfacePageRules(headers: Readonly<Record<string, string>>): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  for (const path of FRAMED_INTERFACE_PAGES) {
    const framed = framedInterfacePageHeaders(headers);
    rules[path] = Object.fromEntries(Object.entries(framed).filter(([name, value]) => headers[name] !== value));
  }
  for (const path of POPUP_INTERFACE_PAGES) rules[path] = { 'Cross-Origin-Opener-Policy': 'unsafe-none' };
  return rules;
}

/**
 * `vite preview` (the e2e and demo host) serves the interface pages with their own headers; every
 * other path keeps the site's (preview.headers). `npm start` sets no framing headers at all.
 */
export function framedInterfacePagesPlugin(headers: Readonly<Record<string, string>>): Plugin {
  let outDir = 'dist';
  return {
    name: 'casino:framed-interface-pages',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server) {
      const rules = interfacePageRules(headers);
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
        const file = join(outDir, pathname);
        const rule = Object.hasOwn(rules, pathname) ? rules[pathname] : undefined;
        if (!rule || (request.method !== 'GET' && request.method !== 'HEAD') || !existsSync(file)) return next();
        for (const [name, value] of Object.entries({ ...headers, ...rule })) response.setHeader(name, value);
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(request.method === 'HEAD' ? undefined : readFileSync(file));
      });
    },
  };
}
