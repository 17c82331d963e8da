import { describe, expect, it } from 'vitest';
import { oneClickSheetUrl, type OneClickSheetRequest } from '../../../src/features/cashier/one-click-sheet-url';

const request = (extra: Partial<OneClickSheetRequest> = {}): OneClickSheetRequest => ({
  providerOrigin: 'http://localhost:5174',
  method: { method: 210055, metadata: { merchantId: 'casino-hu-01', merchantSiteId: '2100551' } },
  amount: '5000.00',
  currency: 'HUF',
  market: 'HUN',
  companyName: 'Casino',
  env: 'test',
  returnOrigin: 'http://localhost:4173',
  ...extra,
});

describe('oneClickSheetUrl', () => {
  it('opens /interfaces/safecharge-applepay.html on the provider origin with the parameters of spec 2 §7, the amount and the return origin', () => {
    const url = new URL(oneClickSheetUrl(request()) ?? '');
    expect(url.origin + url.pathname).toBe('http://localhost:5174/interfaces/safecharge-applepay.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      env: 'test',
      merchantId: 'casino-hu-01',
      merchantSiteId: '2100551',
      countryCode: 'HU',
      companyName: 'Casino',
      method: '210055',
      currencyCode: 'HUF',
      amount: '5000.00',
      returnOrigin: 'http://localhost:4173',
    });
  });

  it('gives the market country as ISO alpha-2 and none for the international market', () => {
    expect(new URL(oneClickSheetUrl(request({ market: 'GBR', currency: 'GBP' })) ?? '').searchParams.get('countryCode')).toBe('GB');
    expect(new URL(oneClickSheetUrl(request({ market: 'INT' })) ?? '').searchParams.has('countryCode')).toBe(false);
  });

  it('cannot open the sheet without the platform merchant of the method', () => {
    expect(oneClickSheetUrl(request({ method: { method: 210055 } }))).toBeNull();
    expect(oneClickSheetUrl(request({ method: { method: 210055, metadata: { merchantId: '', merchantSiteId: '2100551' } } }))).toBeNull();
  });
});
