import { describe, expect, it } from 'vitest';
import { nationalIdMatchesBirthDate } from '../../../src/engine/rules/national-id-matches-birth-date';
import { testContext } from './test-context';

const params = { field: 'nationalIdNumber', country: 'country', birthDate: 'birthDate', gender: 'gender' };
const check = (data: Record<string, unknown>) => nationalIdMatchesBirthDate({ country: 'ROU', ...data }, params, testContext());
const CNP = '1900101420017'; // 1990-01-01, male

describe('nationalIdMatchesBirthDate', () => {
  it('passes when birth date and gender agree with a valid CNP', () => {
    expect(check({ nationalIdNumber: CNP, birthDate: '1990-01-01', gender: 'male' })).toEqual([]);
  });
  it('reports a different birth date or gender', () => {
    expect(check({ nationalIdNumber: CNP, birthDate: '1990-01-02', gender: 'female' })).toEqual([
      { field: '/nationalIdNumber', code: 'nationalIdBirthDateMismatch' },
      { field: '/nationalIdNumber', code: 'nationalIdGenderMismatch' },
    ]);
  });
  it('leaves an invalid CNP to the format and other countries alone', () => {
    expect(check({ nationalIdNumber: '1900101420018', birthDate: '2000-01-01' })).toEqual([]);
    expect(check({ country: 'HUN', nationalIdNumber: CNP, birthDate: '2000-01-01' })).toEqual([]);
  });
});
