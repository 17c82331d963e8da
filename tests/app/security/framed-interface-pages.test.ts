import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { framedInterfacePageHeaders, isFramedInterfacePage } from '../../../src/app/security/framed-interface-pages';
import { sriHash } from '../../../src/app/security/release-build-plugins';
import { securityHeaders } from '../../../src/app/security/security-headers';

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

  it('loads its one script from the site with the script\'s current integrity', () => {
    const html = readFileSync('public/interfaces/message.html', 'utf8');
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain('src="/interfaces/message.js"');
    expect(scripts[0]).toContain(`integrity="${sriHash(readFileSync('public/interfaces/message.js'))}"`);
  });
});
