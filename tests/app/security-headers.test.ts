import { describe, expect, it } from 'vitest';
import { headersFile, nginxHeaders, securityHeaders } from '../../src/app/security/security-headers';

function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('securityHeaders', () => {
  it('has a strict CSP that frames only provider origins', () => {
    const headers = securityHeaders({ providerOrigins: ['http://localhost:5174'] });
    const csp = directives(headers['Content-Security-Policy'] ?? '');
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self'");
    // no data: images: nothing uses one (a document thumbnail would add blob:/data: with its reason)
    expect(csp.get('img-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('worker-src')).toBe("'self'");
    expect(csp.get('frame-src')).toBe("'self' http://localhost:5174");
    expect(csp.get('form-action')).toBe("'self' http://localhost:5174");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-(inline|eval)/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('delegates the camera to the site and the provider frames only (iDenfy films the document, spec 1 §2)', () => {
    expect(securityHeaders({ providerOrigins: ['http://localhost:5174'] })['Permissions-Policy']).toBe(
      'camera=(self "http://localhost:5174"), microphone=(), geolocation=(), payment=()',
    );
    expect(securityHeaders({ providerOrigins: [] })['Permissions-Policy']).toBe('camera=(self), microphone=(), geolocation=(), payment=()');
  });

  it('enforces Trusted Types with exactly our policies, reports violations to our endpoint and sends HSTS', () => {
    const headers = securityHeaders({ providerOrigins: ['http://localhost:5174'] });
    const csp = directives(headers['Content-Security-Policy'] ?? '');
    expect(csp.get('require-trusted-types-for')).toBe("'script'");
    expect(csp.get('trusted-types')).toBe('casino-markdown casino-inline-markdown casino-site-script');
    expect(csp.get('report-uri')).toBe('/csp-report');
    // report-uri only: with report-to Chromium would batch reports through the Reporting API instead
    expect(csp.has('report-to')).toBe(false);
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('allows the msw worker policy only in the demo build', () => {
    const demo = directives(securityHeaders({ providerOrigins: [], mockPlatform: true })['Content-Security-Policy'] ?? '');
    expect(demo.get('trusted-types')).toBe('casino-markdown casino-inline-markdown casino-site-script casino-mock-worker');
  });

  it('writes the same headers as a _headers file and as nginx add_header lines', () => {
    const headers = { 'Content-Security-Policy': "default-src 'self'; report-uri /csp-report", 'Reporting-Endpoints': 'csp-endpoint="/csp-report"' };
    expect(headersFile(headers)).toBe(
      '/*\n  Content-Security-Policy: default-src \'self\'; report-uri /csp-report\n  Reporting-Endpoints: csp-endpoint="/csp-report"\n',
    );
    expect(nginxHeaders(headers)).toBe(
      'add_header Content-Security-Policy "default-src \'self\'; report-uri /csp-report" always;\nadd_header Reporting-Endpoints "csp-endpoint=\\"/csp-report\\"" always;',
    );
  });

  it('allows a real platform origin for api calls and, without providers, frames of its own pages only', () => {
    const csp = directives(
      securityHeaders({ providerOrigins: [], apiOrigin: 'https://api.example.com' })['Content-Security-Policy'] ?? '',
    );
    expect(csp.get('connect-src')).toBe("'self' https://api.example.com");
    expect(csp.get('frame-src')).toBe("'self'");
  });

  it('admits the 3-D Secure origin as a frame only: no form posts, no camera, no connect (spec 2 §4)', () => {
    const headers = securityHeaders({ providerOrigins: ['http://localhost:5174'], frameOnlyOrigins: ['http://127.0.0.1:5174'] });
    const csp = directives(headers['Content-Security-Policy'] ?? '');
    expect(csp.get('frame-src')).toBe("'self' http://localhost:5174 http://127.0.0.1:5174");
    expect(csp.get('form-action')).toBe("'self' http://localhost:5174");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(headers['Permissions-Policy']).toBe('camera=(self "http://localhost:5174"), microphone=(), geolocation=(), payment=()');
  });

  it('lets only the offline mock platform call the provider simulators', () => {
    const offline = directives(
      securityHeaders({ providerOrigins: ['http://localhost:5174'], connectOrigins: ['http://localhost:5174'] })['Content-Security-Policy'] ?? '',
    );
    expect(offline.get('connect-src')).toBe("'self' http://localhost:5174");
  });
});
