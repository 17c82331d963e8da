import { describe, expect, it } from 'vitest';
import { browserDetails } from '../../../src/features/cashier/browser-details';

describe('browserDetails (spec 2 §7 depositFinish after a fingerprint)', () => {
  it('reads the nine details from the browser', () => {
    const nav = { userAgent: 'Mozilla/5.0 Test', language: 'hu-HU', javaEnabled: () => false } as unknown as Navigator;
    const display = { colorDepth: 24, height: 844, width: 390 } as Screen;
    const details = browserDetails(new Date('2026-06-15T12:00:00Z'), nav, display);
    expect(details).toEqual({
      userAgent: 'Mozilla/5.0 Test',
      acceptHeader: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      language: 'hu-HU',
      javascriptEnabled: true,
      colorDepth: 24,
      screenHeight: 844,
      screenWidth: 390,
      timezone: new Date('2026-06-15T12:00:00Z').getTimezoneOffset(),
      javaEnabled: false,
    });
  });
  it('says Java is off where the browser no longer has javaEnabled', () => {
    const nav = { userAgent: 'UA', language: 'en' } as unknown as Navigator;
    expect(browserDetails(new Date(), nav, { colorDepth: 30, height: 1, width: 1 } as Screen).javaEnabled).toBe(false);
  });
});
