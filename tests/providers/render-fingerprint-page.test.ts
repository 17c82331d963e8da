import { describe, expect, it } from 'vitest';
import { renderFingerprintPage } from '../../providers/render-fingerprint-page';

const APP = 'http://localhost:5173';

describe('renderFingerprintPage', () => {
  it('reports to the app origin only, with its script', () => {
    const page = renderFingerprintPage(new URLSearchParams({ reference: 'dep-1a2b', returnOrigin: APP }), [APP]);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`data-return-origin="${APP}"`);
    expect(page.html).toContain('<script src="/assets/fingerprint-page.js"></script>');
  });
  it('refuses another return origin and a malformed reference', () => {
    expect(renderFingerprintPage(new URLSearchParams({ reference: 'dep-1', returnOrigin: 'https://evil.example' }), [APP]).status).toBe(400);
    expect(renderFingerprintPage(new URLSearchParams({ reference: '<b>', returnOrigin: APP }), [APP]).status).toBe(400);
  });
});
