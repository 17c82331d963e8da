import { describe, expect, it } from 'vitest';
import { ageVerificationTarget } from '../../../src/features/account/age-verification-target';

const ORIGIN = 'https://casino.example';

describe('ageVerificationTarget: where an age verification may send the browser', () => {
  it('accepts the provider’s https address and addresses of this site', () => {
    expect(ageVerificationTarget('https://age.provider.example/start?session=abc', ORIGIN)).toBe('https://age.provider.example/start?session=abc');
    expect(ageVerificationTarget('/my/profile', ORIGIN)).toBe('https://casino.example/my/profile');
    expect(ageVerificationTarget('https://casino.example/hu/my/profile', ORIGIN)).toBe('https://casino.example/hu/my/profile');
  });

  it('refuses script, data, plain http elsewhere, protocol-relative, credentials and malformed values', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'http://age.provider.example/', '//evil.example/x', '/\\evil.example', 'https://user:pw@age.provider.example/', ' https://age.provider.example/', '', 'https://']) {
      expect(ageVerificationTarget(bad, ORIGIN), bad).toBeNull();
    }
  });
});
