import { describe, expect, it } from 'vitest';
import { identifiedFormData } from '../../../src/features/identification/identified-form-data';

const ALL = ['birthDate', 'gender', 'nationalIdNumber', 'country', 'email', 'phoneNumber', 'firstName', 'authorizationToken'];

describe('identifiedFormData', () => {
  it('takes each identified detail that is a field of the form', () => {
    const result = {
      registrationToken: 'rt',
      details: { birthDate: '1980-01-08', gender: 'male', nationalIdNumber: '38001085718', country: 'EST', email: 'a@b.ee', phoneNumber: '+3725555' },
    };
    expect(identifiedFormData(result, ALL)).toEqual(result.details);
    expect(identifiedFormData(result, ['birthDate', 'country'])).toEqual({ birthDate: '1980-01-08', country: 'EST' });
  });

  it('never fills names, the authorization token or unknown details, even when the form has such fields', () => {
    const details = { firstName: 'Mari', lastName: 'Maasikas', authorizationToken: 'secret', birthDate: '1990-02-03' };
    expect(identifiedFormData({ details }, ALL)).toEqual({ birthDate: '1990-02-03' });
  });

  it('uses the result’s own gender when the details have none, the details’ gender first', () => {
    expect(identifiedFormData({ gender: 'female', details: {} }, ALL)).toEqual({ gender: 'female' });
    expect(identifiedFormData({ gender: 'female', details: { gender: 'male' } }, ALL)).toEqual({ gender: 'male' });
  });

  it('skips empty values and is empty without a result', () => {
    expect(identifiedFormData({ details: { email: '', country: 'LTU' } }, ALL)).toEqual({ country: 'LTU' });
    expect(identifiedFormData(null, ALL)).toEqual({});
    expect(identifiedFormData({ loginToken: 'lt' }, ALL)).toEqual({});
  });
});
