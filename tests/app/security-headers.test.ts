import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/app/security/security-headers';

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
    expect(csp.get('img-src')).toBe("'self' data:");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('worker-src')).toBe("'self'");
    expect(csp.get('frame-src')).toBe('http://localhost:5174');
    expect(csp.get('form-action')).toBe("'self' http://localhost:5174");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-(inline|eval)/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('allows a real platform origin for api calls and no frames without providers', () => {
    const csp = directives(
      securityHeaders({ providerOrigins: [], apiOrigin: 'https://api.example.com' })['Content-Security-Policy'] ?? '',
    );
    expect(csp.get('connect-src')).toBe("'self' https://api.example.com");
    expect(csp.get('frame-src')).toBe("'none'");
  });

  it('lets only the offline mock platform call the provider simulators', () => {
    const offline = directives(
      securityHeaders({ providerOrigins: ['http://localhost:5174'], connectOrigins: ['http://localhost:5174'] })['Content-Security-Policy'] ?? '',
    );
    expect(offline.get('connect-src')).toBe("'self' http://localhost:5174");
  });
});
