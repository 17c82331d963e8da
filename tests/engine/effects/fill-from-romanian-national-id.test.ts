import { describe, expect, it } from 'vitest';
import { fillFromRomanianNationalId } from '../../../src/engine/effects/fill-from-romanian-national-id';
import { testContext } from '../rules/test-context';

const params = { field: 'nationalIdNumber', birthDate: 'birthDate', gender: 'gender' };

describe('fillFromRomanianNationalId', () => {
  it('fills birth date and gender from a valid CNP', () => {
    expect(fillFromRomanianNationalId({ nationalIdNumber: '2900215401235', gender: 'male' }, params, testContext())).toEqual({
      nationalIdNumber: '2900215401235',
      birthDate: '1990-02-15',
      gender: 'female',
    });
  });
  it('resets the birth date for an invalid CNP', () => {
    expect(fillFromRomanianNationalId({ nationalIdNumber: '2900215401236', birthDate: '1990-02-15' }, params, testContext())).toEqual({
      nationalIdNumber: '2900215401236',
    });
  });
  it('returns the same object when there is nothing to do', () => {
    const data = { nationalIdNumber: '' };
    expect(fillFromRomanianNationalId(data, params, testContext())).toBe(data);
    const noBirthDate = { nationalIdNumber: '123' };
    expect(fillFromRomanianNationalId(noBirthDate, params, testContext())).toBe(noBirthDate);
  });
  it('leaves a half-typed number and an unchanged number alone', () => {
    const typing = { nationalIdNumber: '29002', birthDate: '1990-02-15' };
    expect(fillFromRomanianNationalId(typing, params, testContext())).toBe(typing);
    const unchanged = { nationalIdNumber: '2900215401236', birthDate: '1991-01-01', zipCode: '1' };
    expect(fillFromRomanianNationalId(unchanged, params, testContext(), { ...unchanged, zipCode: '' })).toBe(unchanged);
  });
  it('acts only while the country field says ROU', () => {
    const withCountry = { ...params, country: 'country' };
    const hungarian = { nationalIdNumber: '2900215401236', birthDate: '1990-02-15', country: 'HUN' };
    expect(fillFromRomanianNationalId(hungarian, withCountry, testContext())).toBe(hungarian);
    expect(fillFromRomanianNationalId({ ...hungarian, country: 'ROU' }, withCountry, testContext())).toEqual({
      nationalIdNumber: '2900215401236',
      country: 'ROU',
    });
  });
});
