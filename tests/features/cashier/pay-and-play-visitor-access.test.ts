import { describe, expect, it } from 'vitest';
import { payAndPlayVisitorAccess } from '../../../src/features/cashier/pay-and-play-visitor-access';

describe('payAndPlayVisitorAccess (spec 2 §1, §5)', () => {
  const swe = { depositAllowed: true, allowedCountries: ['SWE'] };
  it('a visitor from an allowed country deposits with pay-and-play; without a country list anyone may', () => {
    expect(payAndPlayVisitorAccess(swe, 'SWE')).toEqual({ kind: 'deposit' });
    expect(payAndPlayVisitorAccess({ depositAllowed: true, allowedCountries: [] }, null)).toEqual({ kind: 'deposit' });
  });
  it('a visitor from another (or an unknown) country gets the warning listing the allowed countries', () => {
    expect(payAndPlayVisitorAccess({ depositAllowed: true, allowedCountries: ['SWE', 'FIN'] }, 'DEU')).toEqual({ kind: 'countryNotAllowed', allowedCountries: ['SWE', 'FIN'] });
    expect(payAndPlayVisitorAccess(swe, null)).toEqual({ kind: 'countryNotAllowed', allowedCountries: ['SWE'] });
  });
  it('where pay-and-play is not allowed (or not configured) the visitor logs in', () => {
    expect(payAndPlayVisitorAccess({ depositAllowed: false, allowedCountries: ['SWE'] }, 'SWE')).toEqual({ kind: 'logIn' });
    expect(payAndPlayVisitorAccess(undefined, 'SWE')).toEqual({ kind: 'logIn' });
  });
});
