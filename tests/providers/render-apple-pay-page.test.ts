import { describe, expect, it } from 'vitest';
import { APPLE_PAY_PAGE_PATH, renderApplePayPage } from '../../providers/render-apple-pay-page';

const APP = 'http://localhost:5173';
const params = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    env: 'test',
    merchantId: 'casino-hu-01',
    merchantSiteId: '2100551',
    countryCode: 'HU',
    companyName: 'Casino',
    method: '210055',
    currencyCode: 'HUF',
    amount: '5000.00',
    returnOrigin: APP,
    ...extra,
  });

describe('renderApplePayPage', () => {
  it('shows the sheet with the merchant, the amount and Pay / Cancel, answering the app origin only', () => {
    const page = renderApplePayPage(params(), [APP]);
    expect(APPLE_PAY_PAGE_PATH).toBe('/interfaces/safecharge-applepay.html');
    expect(page.status).toBe(200);
    expect(page.html).toContain(`data-return-origin="${APP}"`);
    expect(page.html).toContain('<h2 id="sheet-title">Pay Casino</h2>');
    expect(page.html).toContain('<strong>5000.00 HUF</strong>');
    expect(page.html).toContain('casino-hu-01 / 2100551');
    expect(page.html).toContain('data-value="authorized">Pay with Apple Pay</button>');
    expect(page.html).toContain('data-value="cancelled">Cancel</button>');
    expect(page.html).toContain('<script src="/assets/apple-pay-page.js"></script>');
  });

  it('takes the international market without a country', () => {
    expect(renderApplePayPage(params({ countryCode: '' }), [APP]).status).toBe(200);
  });

  it('refuses another return origin, a missing merchant, a malformed amount, country or environment, and markup in the company name', () => {
    expect(renderApplePayPage(params({ returnOrigin: 'https://evil.example' }), [APP]).status).toBe(400);
    expect(renderApplePayPage(params({ merchantId: '' }), [APP]).status).toBe(400);
    expect(renderApplePayPage(params({ amount: '1e5' }), [APP]).status).toBe(400);
    expect(renderApplePayPage(params({ countryCode: 'HUN' }), [APP]).status).toBe(400);
    expect(renderApplePayPage(params({ env: 'staging' }), [APP]).status).toBe(400);
    const page = renderApplePayPage(params({ companyName: '<script>alert(1)</script>' }), [APP]);
    expect(page.status).toBe(400);
    expect(page.html).not.toContain('<script>alert');
  });
});
