import { describe, expect, it } from 'vitest';
import { renderPaymentPage } from '../../providers/render-payment-page';

const APP = 'http://localhost:5173';
const params = (extra: Record<string, string>) => new URLSearchParams({ reference: 'dep-1a2b', amount: '50.05', currency: 'EUR', returnOrigin: APP, ...extra });

describe('renderPaymentPage', () => {
  it('frames: one button per frame message value, the app origin and reference for the script', () => {
    const page = renderPaymentPage(params({ mode: 'frame' }), [APP]);
    expect(page.status).toBe(200);
    for (const value of ['waiting', 'confirm', 'ok', 'failed', 'cancelled']) expect(page.html).toContain(`data-value="${value}"`);
    expect(page.html).toContain(`data-return-origin="${APP}"`);
    expect(page.html).toContain('<script src="/assets/payment-page.js"></script>');
  });
  it('redirect: links back to the deposit page with the reference and the status', () => {
    const page = renderPaymentPage(params({ mode: 'redirect' }), [APP]);
    expect(page.html).toContain(`href="${APP}/payment/deposit?reference=dep-1a2b&amp;status=ok"`);
    expect(page.html).not.toContain('data-value=');
  });
  it('refuses a return origin that is no app origin, and a malformed payment', () => {
    expect(renderPaymentPage(params({ returnOrigin: 'https://evil.example' }), [APP]).status).toBe(400);
    expect(renderPaymentPage(params({ amount: '1e9' }), [APP]).status).toBe(400);
    expect(renderPaymentPage(params({ reference: '<script>' }), [APP]).status).toBe(400);
  });
});
