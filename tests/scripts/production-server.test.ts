import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeaderRules, parseHeadersFile, startProductionServer, type ProductionServer } from '../../scripts/lib/production-server';
import { interfacePageRules } from '../../src/app/security/framed-interface-pages';
import { headersFile, securityHeaders } from '../../src/app/security/security-headers';

/** A built site as `npm run build` leaves it: the `_headers` the build plugin writes, index.html, an asset. */
function fakeDist(): string {
  const root = mkdtempSync(join(tmpdir(), 'prod-server-'));
  const headers = securityHeaders({ providerOrigins: ['https://id.example.com'], apiOrigin: 'https://api.example.com' });
  const files: Record<string, string> = {
    // as the build writes it: the site's headers, then the interface pages' own
    '_headers': headersFile(headers, interfacePageRules(headers)),
    'interfaces/message.html': '<!doctype html><title>Verification</title>',
    'interfaces/window-middleware.html': '<!doctype html><title>Verification</title>',
    'index.html': '<!doctype html><title>Casino</title><script type="module" src="/assets/index-abc.js"></script>',
    'assets/index-abc.js': 'console.log(1)',
    // a map someone forgot to move out: never served
    'assets/index-abc.js.map': '{"version":3}',
    '.env': 'SECRET=1',
    'robots.txt': 'User-agent: *',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

let root: string;
let server: ProductionServer;
let exposed: ProductionServer;
const printed: unknown[] = [];

beforeAll(async () => {
  root = fakeDist();
  server = await startProductionServer({ outDir: root, onCspReport: (report) => printed.push(report) });
  exposed = await startProductionServer({ outDir: root, exposeCspReports: true, onCspReport: () => undefined });
});
afterAll(async () => {
  await server.close();
  await exposed.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the production server (scripts/serve-production.ts)', () => {
  it('serves every answer with the production headers of dist/_headers', async () => {
    const expected = securityHeaders({ providerOrigins: ['https://id.example.com'], apiOrigin: 'https://api.example.com' });
    for (const path of ['/', '/assets/index-abc.js', '/my/profile', '/missing.png']) {
      const response = await fetch(`${server.url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toBe(expected['Content-Security-Policy']);
      expect(csp).toContain("require-trusted-types-for 'script'");
      expect(csp).toContain('trusted-types casino-markdown casino-inline-markdown casino-site-script;');
      expect(csp).toContain("img-src 'self';");
      expect(csp).toMatch(/; report-uri \/csp-report$/);
      expect(csp).not.toMatch(/unsafe-(inline|eval)|casino-mock-worker/);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('serves the provider frame\'s way back framed by the site only, and the popup\'s way back with its opener kept, as dist/_headers says', async () => {
    const site = securityHeaders({ providerOrigins: ['https://id.example.com'], apiOrigin: 'https://api.example.com' });
    const message = await fetch(`${server.url}/interfaces/message.html`);
    expect(message.status).toBe(200);
    expect(message.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const messageCsp = message.headers.get('content-security-policy') ?? '';
    expect(messageCsp).toContain("frame-ancestors 'self'");
    expect(messageCsp).not.toContain("frame-ancestors 'none'");
    expect(messageCsp).toContain("require-trusted-types-for 'script'");
    expect(message.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');

    const middleware = await fetch(`${server.url}/interfaces/window-middleware.html`);
    expect(middleware.status).toBe(200);
    expect(middleware.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(middleware.headers.get('x-frame-options')).toBe('DENY');
    expect(middleware.headers.get('content-security-policy')).toBe(site['Content-Security-Policy']);

    // the rule is the exact path only
    for (const path of ['/interfaces/message.html/x', '/interfaces/', '/my/verification']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin-allow-popups');
    }
  });

  it('serves files, hashed assets for a year, pages through the single-page fallback', async () => {
    const script = await fetch(`${server.url}/assets/index-abc.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(await script.text()).toBe('console.log(1)');
    const page = await fetch(`${server.url}/my/profile`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Casino</title>');
    expect((await fetch(`${server.url}/missing.png`)).status).toBe(404);
  });

  it('never serves a source map, a dotfile, the headers file or anything outside the site', async () => {
    for (const path of ['/assets/index-abc.js.map', '/.env', '/_headers', '/..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2f_headers']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
  });

  it('answers old addresses with a real 301 (schemas/content/redirects.json)', async () => {
    const response = await fetch(`${server.url}/casino?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/all-games?x=1');
  });

  it('records CSP reports (printed, and read back only when exposed for tests)', async () => {
    const report = { 'csp-report': { 'document-uri': 'https://casino.example/', 'violated-directive': 'img-src', 'blocked-uri': 'https://evil.example/x.png' } };
    const post = await fetch(`${server.url}/csp-report`, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify(report) });
    expect(post.status).toBe(204);
    expect(printed).toEqual([expect.objectContaining({ contentType: 'application/csp-report', body: report })]);
    // a production server does not hand the reports to anyone who asks: /__csp-reports is just a page
    expect((await fetch(`${server.url}/__csp-reports`)).headers.get('content-type')).toContain('text/html');

    await fetch(`${exposed.url}/csp-report`, { method: 'POST', headers: { 'Content-Type': 'application/reports+json' }, body: JSON.stringify([{ type: 'csp-violation', body: {} }]) });
    const readBack = (await (await fetch(`${exposed.url}/__csp-reports`)).json()) as { reports: unknown[] };
    expect(readBack.reports).toEqual([expect.objectContaining({ contentType: 'application/reports+json' })]);
    expect((await fetch(`${exposed.url}/csp-report`, { method: 'POST', body: 'not json' })).status).toBe(400);
    expect((await fetch(`${exposed.url}/csp-report`, { method: 'POST', body: 'x'.repeat(70_000) })).status).toBe(413);
  });

  it('parses the _headers file back to the headers, and its per-path blocks to the rules', () => {
    const headers = securityHeaders({ providerOrigins: [] });
    expect(parseHeadersFile(headersFile(headers))).toEqual(headers);
    const rules = interfacePageRules(headers);
    const file = headersFile(headers, rules);
    expect(parseHeadersFile(file)).toEqual(headers);
    expect(parseHeaderRules(file)).toEqual({ '/*': headers, ...rules });
  });
});
