import { describe, expect, it } from 'vitest';
import { identificationOutcome } from '../../../src/features/identification/identification-outcome';

describe('identificationOutcome', () => {
  it('is a result for a login token, a registration token or details', () => {
    expect(identificationOutcome({ loginToken: 'lt' })).toEqual({ kind: 'result', result: { loginToken: 'lt' } });
    expect(identificationOutcome({ registrationToken: 'rt' }).kind).toBe('result');
    expect(identificationOutcome({ details: { birthDate: '1990-01-01' } }).kind).toBe('result');
  });

  it('is expired for status expired and an error for an error code, before any data', () => {
    expect(identificationOutcome({ status: 'expired', loginToken: 'lt' })).toEqual({ kind: 'expired' });
    expect(identificationOutcome({ error: 303, registrationToken: 'rt' })).toEqual({ kind: 'error', error: { errorCode: 303, kind: 'server' } });
  });

  it('is pending for an empty answer', () => {
    expect(identificationOutcome({})).toEqual({ kind: 'pending' });
  });
});
