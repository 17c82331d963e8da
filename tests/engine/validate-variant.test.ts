import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import type { CompiledValidateFunction } from '../../src/engine/compiled-validate-function';
import type { ResolvedVariant } from '../../src/engine/resolved-variant';
import { RuntimeInputError } from '../../src/engine/runtime-inputs/runtime-input-error';
import { validateVariant } from '../../src/engine/validate-variant';
import { testContext } from './rules/test-context';

const variant: ResolvedVariant = {
  formId: 'signup',
  market: 'INT',
  settingPaths: [],
  ui: {},
  schema: {
    type: 'object',
    required: ['password', 'confirmPassword'],
    properties: { password: { type: 'string', minLength: 6, maxLength: 64 }, confirmPassword: { type: 'string', maxLength: 64 } },
    'x-rules': {
      passwordPolicy: { rule: 'passwordPolicy', params: { field: 'password' } },
      confirmPassword: { rule: 'sameAs', params: { field: 'confirmPassword', other: 'password' } },
    },
  },
};
const validate = new Ajv({ allErrors: true, strict: false }).compile(variant.schema) as CompiledValidateFunction;

describe('validateVariant', () => {
  it('combines schema errors and rule issues, once per field and code', () => {
    const issues = validateVariant(variant, validate, { password: 'abc', confirmPassword: 'abd' }, testContext());
    expect(issues).toEqual([
      { field: '/password', code: 'minLength', params: { limit: 6 } },
      { field: '/password', code: 'passwordRules' },
      { field: '/confirmPassword', code: 'mustMatch' },
    ]);
  });

  it('is empty for valid data', () => {
    expect(validateVariant(variant, validate, { password: 'Abcdef1', confirmPassword: 'Abcdef1' }, testContext())).toEqual([]);
  });

  it('reports required fields from the schema', () => {
    expect(validateVariant(variant, validate, {}, testContext())).toEqual([
      { field: '/password', code: 'required' },
      { field: '/confirmPassword', code: 'required' },
    ]);
  });

  it('says only "required" for a missing field, not what else its value breaks', () => {
    const login: ResolvedVariant = {
      formId: 'login',
      market: 'INT',
      settingPaths: [],
      ui: {},
      schema: {
        type: 'object',
        properties: { login: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[^@]+@[^@]+$', 'x-errorCode': { minLength: 'required' } } },
      },
    };
    const validateLogin = new Ajv({ allErrors: true, strict: false }).compile(login.schema) as CompiledValidateFunction;
    // an empty string also fails the pattern; the player is told only that the field is required
    expect(validateVariant(login, validateLogin, { login: '' }, testContext())).toEqual([{ field: '/login', code: 'required', params: { limit: 1 } }]);
  });

  it('fails loudly, naming the form and the input, when a declared runtime input is missing or malformed', () => {
    const registration: ResolvedVariant = { ...variant, formId: 'registration', schema: { ...variant.schema, $id: 'registration', 'x-inputs': ['campaigns'] } };
    const data = { password: 'Abcdef1', confirmPassword: 'Abcdef1' };
    expect(() => validateVariant(registration, validate, data, testContext())).toThrow(RuntimeInputError);
    expect(() => validateVariant(registration, validate, data, testContext())).toThrow('Form "registration": runtime input "campaigns" is declared but was not given');
    expect(() => validateVariant(registration, validate, data, { ...testContext(), inputs: { campaigns: [{ id: 1 }] } })).toThrow(
      'Form "registration": runtime input "campaigns" is malformed: [0].campaignId must be an integer',
    );
    expect(validateVariant(registration, validate, data, { ...testContext(), inputs: { campaigns: [{ campaignId: 1, title: 'Welcome' }] } })).toEqual([]);
  });
});

describe('validateVariant on data that is not an object', () => {
  it('returns the schema issue instead of throwing for null, undefined, arrays and scalars', () => {
    for (const data of [null, undefined, [], 'x', 0, true]) {
      const issues = validateVariant(variant, validate, data, testContext());
      expect(issues.length, JSON.stringify(data)).toBeGreaterThan(0);
      expect(issues.every((issue) => issue.field === ''), JSON.stringify(data)).toBe(true);
    }
  });
});

describe('validateVariant on null data with a missing runtime input', () => {
  it('still fails loudly naming the input', () => {
    const registration: ResolvedVariant = { ...variant, formId: 'registration', schema: { ...variant.schema, $id: 'registration', 'x-inputs': ['campaigns'] } };
    expect(() => validateVariant(registration, validate, null, testContext())).toThrow(RuntimeInputError);
  });
});
