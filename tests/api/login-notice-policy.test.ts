import { describe, expect, it } from 'vitest';
import { isShownInLoginNotice } from '../../src/api/login-notice-policy';

describe('isShownInLoginNotice', () => {
  it.each([214, 222, 247, 248, 295, 304, '304'])('keeps %s out of the login notice', (code) => {
    expect(isShownInLoginNotice(code)).toBe(false);
  });

  it.each([107, 111, 112, 0, 'expiredVerification'])('shows %s', (code) => {
    expect(isShownInLoginNotice(code)).toBe(true);
  });
});
