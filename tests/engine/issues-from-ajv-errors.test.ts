import Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { issuesFromAjvErrors } from '../../src/engine/issues-from-ajv-errors';
import type { JsonObject } from '../../src/engine/json-value';

const schema: JsonObject = {
  type: 'object',
  required: ['email', 'zipCode', 'consent', 'nationalIdNumber'],
  properties: {
    email: { type: 'string', format: 'email', maxLength: 100 },
    zipCode: { type: 'string', pattern: '^[1-9][0-9]{3}$', maxLength: 4, 'x-errorCode': { pattern: 'hungaryZipCode' } },
    password: { type: 'string', minLength: 6, maxLength: 64 },
    consent: { type: 'boolean', const: true },
    gender: { type: 'string', enum: ['male', 'female'] },
    age: { type: 'integer', minimum: 18 },
    nationalIdNumber: { type: 'string', maxLength: 13, 'x-errorCode': { required: 'nationalIdRequired' } },
    address: { type: 'object', required: ['city'], properties: { city: { type: 'string' } } },
  },
  additionalProperties: false,
};

function errorsFor(data: unknown, verbose: boolean): ErrorObject[] {
  const ajv = new Ajv({ allErrors: true, verbose, strict: false });
  ajv.addFormat('email', (value: string) => value.includes('@'));
  const validate = ajv.compile(schema);
  validate(data);
  return validate.errors ?? [];
}

const data = {
  email: 'nope',
  zipCode: '0123',
  password: 'abc',
  consent: false,
  gender: 'other',
  age: 17,
  address: {},
  extra: 1,
};

describe.each([true, false])('issuesFromAjvErrors (verbose %s)', (verbose) => {
  const issues = issuesFromAjvErrors(errorsFor(data, verbose), schema);

  it('maps keywords to catalogue codes with field pointers', () => {
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: '/email', code: 'email' },
        { field: '/zipCode', code: 'hungaryZipCode' },
        { field: '/password', code: 'minLength', params: { limit: 6 } },
        { field: '/consent', code: 'mustAccept' },
        { field: '/gender', code: 'oneOf' },
        { field: '/age', code: 'minimum', params: { limit: 18 } },
        { field: '/extra', code: 'invalid' },
      ]),
    );
  });

  it('points required errors at the missing property and honours its x-errorCode', () => {
    expect(issues).toEqual(expect.arrayContaining([{ field: '/nationalIdNumber', code: 'nationalIdRequired' }, { field: '/address/city', code: 'required' }]));
  });
});

describe('issuesFromAjvErrors', () => {
  it('drops if/then wrapper errors and accepts null', () => {
    const wrapper: ErrorObject = { keyword: 'if', instancePath: '', schemaPath: '#/allOf/0/if', params: { failingKeyword: 'then' } };
    expect(issuesFromAjvErrors([wrapper], schema)).toEqual([]);
    expect(issuesFromAjvErrors(null, schema)).toEqual([]);
  });

  it('maps a type error to invalid', () => {
    expect(issuesFromAjvErrors(errorsFor({ email: 5 }, false), schema)).toContainEqual({ field: '/email', code: 'invalid' });
  });
});
