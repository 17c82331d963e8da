import { describe, expect, it } from 'vitest';
import { redirectMiddleware, redirectPlugin } from '../../../src/app/routes/redirect-plugin';

function run(method: string, url: string) {
  const headers: Record<string, string> = {};
  const response = {
    statusCode: 200,
    ended: false,
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    end() {
      this.ended = true;
    },
  };
  let passed = false;
  redirectMiddleware()({ method, url } as never, response as never, () => (passed = true));
  return { status: response.statusCode, location: headers.location, passed, ended: response.ended };
}

describe('redirectMiddleware', () => {
  it('answers an old address with 301 and the new one, keeping language and query', () => {
    expect(run('GET', '/hu/account/profile?tab=1')).toEqual({ status: 301, location: '/hu/my/profile?tab=1', passed: false, ended: true });
    expect(run('HEAD', '/payment/deposit/')).toMatchObject({ status: 301, location: '/payment/deposit' });
  });

  it('passes current addresses, files and non-GET requests on', () => {
    expect(run('GET', '/my/profile').passed).toBe(true);
    expect(run('GET', '/assets/index.js').passed).toBe(true);
    expect(run('POST', '/account/profile').passed).toBe(true);
  });

  it('is installed in the dev and the preview server', () => {
    const plugin = redirectPlugin();
    expect(typeof plugin.configureServer).toBe('function');
    expect(typeof plugin.configurePreviewServer).toBe('function');
  });
});
