import { describe, expect, it } from 'vitest';
import { typedIbanHandoff } from '../../../src/features/cashier/typed-iban-handoff';

describe('typedIbanHandoff', () => {
  it('hands over the valid IBAN among the typed values once, in electronic format', () => {
    typedIbanHandoff.offer({ amount: '284', bic: 'ABNANL2A', iban: 'nl91-abna 0417-1643 00' });
    expect(typedIbanHandoff.take()).toBe('NL91ABNA0417164300');
    expect(typedIbanHandoff.take()).toBeNull();
  });
  it('hands over nothing when no typed value is a valid IBAN (a stored payout, a typo)', () => {
    typedIbanHandoff.offer({ iban: 'NL91ABNA0417164301', amount: 284, storedPayoutReference: 3 });
    expect(typedIbanHandoff.take()).toBeNull();
  });
  it('a new offer replaces one that was never taken', () => {
    typedIbanHandoff.offer({ iban: 'NL91ABNA0417164300' });
    typedIbanHandoff.offer({ amount: '10' });
    expect(typedIbanHandoff.take()).toBeNull();
  });
});
