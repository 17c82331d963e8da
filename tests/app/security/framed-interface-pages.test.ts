import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { framedInterfacePageHeaders, interfacePageRules, isFramedInterfacePage } from '../../../src/app/security/framed-interface-pages';
import { sriHash } from '../../../src/app/security/release-build-plugins';
import { headersFile, nginxPathLocations, securityHeaders } from '../../../src/app/security/security-headers';
import { parseHeaderRules } from '../../../scripts/lib/production-server';

/**
 * What Cloudflare Pages serves for a path from a `_headers` file, by its documented rules
 * (developers.cloudflare.com/pages/configuration/headers: "Attach a header", "Detach a header") as its
 * asset server applies them: rules in file order; a `! Name` line (exactly "! ", no colon) detaches
 * the header from the response so far, then the rule's headers are set; a header that an earlier
 * rule set is appended to, which the browser reads as one comma-joined value.
 */
function cloudflarePagesHeaders(file: string, pathname: string): Record<string, string> {
  const rules: { path: string; set: [string, string][]; unset: string[] }[] = [];
  for (const raw of file.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('/')) rules.push({ path: line, set: [], unset: [] });
    else if (!line.includes(':')) {
      if (line.startsWith('! ')) rules.at(-1)?.unset.push(line.slice(2).toLowerCase());
    } else {
      const colon = line.indexOf(':');
      rules.at(-1)?.set.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  const served = new Map<string, string>();
  const setByFile = new Set<string>();
  for (const rule of rules) {
    const pattern = new RegExp(`^${rule.path.split('*').map((part) => part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&')).join('.*')}$`);
    if (!pattern.test(pathname)) continue;
    for (const name of rule.unset) served.delete(name);
    for (const [name, value] of rule.set) {
      const before = served.get(name);
      served.set(name, setByFile.has(name) && before !== undefined ? `${before}, ${value}` : value);
      setByFile.add(name);
    }
  }
  return Object.fromEntries(served);
}

const lowerCased = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe('the message interface page (spec 1 §7 "/interfaces/message.html … done-message exchange")', () => {
  const site = securityHeaders({ providerOrigins: ['https://provider.example'] });

  it('may be framed by the site itself only; every other path keeps frame-ancestors none and DENY', () => {
    const page = framedInterfacePageHeaders(site);
    expect(page['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(page['Content-Security-Policy']).not.toContain("frame-ancestors 'none'");
    expect(page['X-Frame-Options']).toBe('SAMEORIGIN');
    // the rest of the policy is the site's: no inline script, Trusted Types
    expect(page['Content-Security-Policy']).toContain("script-src 'self'");
    expect(page['Content-Security-Policy']).toContain("require-trusted-types-for 'script'");
    expect(site['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(site['X-Frame-Options']).toBe('DENY');
    expect(isFramedInterfacePage('/interfaces/message.html')).toBe(true);
    expect(isFramedInterfacePage('/interfaces/fingerprint.html')).toBe(false);
    expect(isFramedInterfacePage('/')).toBe(false);
  });

  it.each(['message', 'window-middleware'])('/interfaces/%s.html loads its one script from the site with the script\'s current integrity', (name) => {
    const html = readFileSync(`public/interfaces/${name}.html`, 'utf8');
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain(`src="/interfaces/${name}.js"`);
    expect(scripts[0]).toContain(`integrity="${sriHash(readFileSync(`public/interfaces/${name}.js`))}"`);
  });
});

describe('the interface pages\' own headers in every way the site is served (spec 1 §7)', () => {
  const site = securityHeaders({ providerOrigins: ['https://provider.example'] });
  const rules = interfacePageRules(site);

  it('the frame\'s way back may be framed by the site; the popup\'s way back keeps its opener; nothing else differs', () => {
    expect(Object.keys(rules).sort()).toEqual(['/interfaces/message.html', '/interfaces/window-middleware.html']);
    expect(rules['/interfaces/message.html']).toEqual({
      'Content-Security-Policy': framedInterfacePageHeaders(site)['Content-Security-Policy'],
      'X-Frame-Options': 'SAMEORIGIN',
    });
    // the site's same-origin-allow-popups would cut the popup, arriving from the provider, from its opener
    expect(site['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(rules['/interfaces/window-middleware.html']).toEqual({ 'Cross-Origin-Opener-Policy': 'unsafe-none' });
  });

  it('dist/_headers: the site on /*, then a block per page that detaches the site\'s value and sets its own', () => {
    const file = headersFile(site, rules);
    const blocks = file.split(/\n(?=\S)/);
    expect(blocks[0]).toMatch(/^\/\*\n/);
    expect(blocks[0]).toContain("frame-ancestors 'none'");
    expect(blocks[1]).toBe(
      `/interfaces/message.html\n  ! Content-Security-Policy\n  ! X-Frame-Options\n  Content-Security-Policy: ${rules['/interfaces/message.html']!['Content-Security-Policy']}\n  X-Frame-Options: SAMEORIGIN`,
    );
    expect(blocks[2]).toBe('/interfaces/window-middleware.html\n  ! Cross-Origin-Opener-Policy\n  Cross-Origin-Opener-Policy: unsafe-none\n');
    // within Cloudflare's limits: a longer line is ignored there, and at most 100 rules are read
    expect(Math.max(...file.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2000);
    expect(blocks).toHaveLength(3);
  });

  // the three hosts that read dist/_headers, each by its own documented merge
  const paths = ['/my/verification', '/interfaces/message.html', '/interfaces/window-middleware.html'];
  const expected = (path: string): Record<string, string> => ({ ...site, ...(Object.hasOwn(rules, path) ? rules[path] : {}) });

  it('Cloudflare Pages (every matching rule in file order; "! Name" detaches; a header set twice is joined with a comma) serves each page its own value once', () => {
    const file = headersFile(site, rules);
    for (const path of paths) expect(cloudflarePagesHeaders(file, path), path).toEqual(lowerCased(expected(path)));
    // without the detach lines Cloudflare would join the two values, and the page could not be framed by the site
    const undetached = file.replace(/^ {2}! .*\n/gm, '');
    expect(cloudflarePagesHeaders(undetached, '/interfaces/message.html')['x-frame-options']).toBe('DENY, SAMEORIGIN');
  });

  it('Netlify and serve:production (the later exact block wins; a line without a colon is skipped) read the same file to the same headers', () => {
    const parsed = parseHeaderRules(headersFile(site, rules));
    expect(Object.keys(parsed)).toEqual(['/*', ...Object.keys(rules)]);
    for (const path of paths) expect({ ...parsed['/*'], ...(Object.hasOwn(parsed, path) ? parsed[path] : {}) }, path).toEqual(expected(path));
  });

  it('nginx: a location block per page that repeats every site header with the page\'s values (nginx drops inherited add_header there)', () => {
    const config = nginxPathLocations(site, rules);
    const message = /location = \/interfaces\/message\.html \{\n([^}]*)\n\}/.exec(config)?.[1] ?? '';
    expect(message).toContain(`add_header Content-Security-Policy "${rules['/interfaces/message.html']!['Content-Security-Policy']}" always;`);
    expect(message).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
    expect(message).toContain(`add_header Strict-Transport-Security "${site['Strict-Transport-Security']}" always;`);
    expect(message).not.toContain('DENY');
    expect(message.split('\n')).toHaveLength(Object.keys(site).length);
    const middleware = /location = \/interfaces\/window-middleware\.html \{\n([^}]*)\n\}/.exec(config)?.[1] ?? '';
    expect(middleware).toContain('add_header Cross-Origin-Opener-Policy "unsafe-none" always;');
    expect(middleware).toContain('add_header X-Frame-Options "DENY" always;');
    expect(middleware).toContain("frame-ancestors 'none'");
  });
});
