import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/api/api-error';
import { fieldErrorsFromApiError } from '../../src/api/field-errors-from-api-error';

const error = (errorDetails: Record<string, unknown>, errorCode = 196): ApiError => ({ kind: 'server', errorCode, errorDetails });

describe('fieldErrorsFromApiError', () => {
  it('maps 196 errorDetails.fields to JSON-pointer issues', () => {
    expect(
      fieldErrorsFromApiError(
        error({ fields: [{ field: 'email', code: 'required' }, { field: 'birthDate', code: 'minAge', params: { limit: 18 } }] }),
      ),
    ).toEqual([
      { field: '/email', code: 'required' },
      { field: '/birthDate', code: 'minAge', params: { limit: 18 } },
    ]);
  });

  it('maps AML-style params.fields, nested names and numeric codes', () => {
    expect(
      fieldErrorsFromApiError(
        error({ params: { fields: [{ field: 'citizenship', code: 'required' }, { field: 'address.city', code: 3 }] } }, 1),
      ),
    ).toEqual([
      { field: '/citizenship', code: 'required' },
      { field: '/address/city', code: '3' },
    ]);
  });

  it('moves fields the form does not have to the form level, naming them', () => {
    const issues = fieldErrorsFromApiError(
      error({ fields: [{ field: 'zipCode', code: 'invalid' }, { field: 'postalDistrict', code: 'invalid' }] }),
      { knownFields: ['email', 'zipCode'] },
    );
    expect(issues).toEqual([
      { field: '/zipCode', code: 'invalid' },
      { field: '', code: 'invalid', params: { field: 'postalDistrict' } },
    ]);
  });

  it('keeps an error without field at form level and skips malformed items', () => {
    expect(fieldErrorsFromApiError(error({ fields: [{ code: 'duplicated' }, 'email', null, { field: 'a/b' }] }))).toEqual([
      { field: '', code: 'duplicated' },
      { field: '/a~1b', code: 'invalid' },
    ]);
  });

  it('returns nothing for errors without field lists', () => {
    expect(fieldErrorsFromApiError({ kind: 'timeout', errorCode: 0 })).toEqual([]);
    expect(fieldErrorsFromApiError(error({ hackLimit: 5 }, 107))).toEqual([]);
  });
});
