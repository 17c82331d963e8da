import type { ResolvedVariant } from '../../../src/engine/resolved-variant';
import type { JsonObject } from '../../../src/engine/json-value';

/** A small two-page sign-up form exercising pages, rules, formats and the custom widgets. */
export const TEST_SCHEMA: JsonObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'test-signup',
  type: 'object',
  required: ['email', 'confirmEmail', 'password', 'nickName', 'terms'],
  properties: {
    email: { type: 'string', title: 'forms:email.label', format: 'email', maxLength: 100 },
    confirmEmail: { type: 'string', title: 'forms:confirmEmail.label', maxLength: 100 },
    password: { type: 'string', title: 'forms:password.label', maxLength: 64 },
    country: { type: 'string', title: 'forms:country.label', maxLength: 3 },
    phoneNumber: { type: 'string', title: 'forms:phoneNumber.label', format: 'phone', maxLength: 20 },
    nickName: { type: 'string', title: 'forms:nickName.label', minLength: 3, maxLength: 20 },
    terms: { type: 'boolean', title: 'test:terms', const: true, default: false },
  },
  'x-rules': {
    confirmEmail: { rule: 'sameAs', params: { field: 'confirmEmail', other: 'email' } },
    passwordPolicy: { rule: 'passwordPolicy', params: { field: 'password' } },
  },
};

export const TEST_UI: JsonObject = {
  'ui:pages': [
    { id: 'details', title: 'registration:steps.details.title', fields: ['email', 'confirmEmail', 'password', 'country', 'phoneNumber'] },
    { id: 'terms', title: 'registration:steps.terms.title', fields: ['nickName', 'terms'] },
  ],
  email: { 'ui:widget': 'email' },
  confirmEmail: { 'ui:widget': 'email' },
  password: { 'ui:widget': 'password', 'ui:options': { hints: ['minLength', 'uppercaseAndDigit', 'specialSymbol', 'noRepeats'] } },
  country: { 'ui:widget': 'countrySelect' },
  phoneNumber: { 'ui:widget': 'phone' },
  nickName: { 'ui:widget': 'text', 'ui:help': 'forms:nickName.help' },
  terms: { 'ui:widget': 'consent' },
};

export function testVariant(schema: JsonObject = TEST_SCHEMA, ui: JsonObject = TEST_UI): ResolvedVariant {
  return { formId: schema.$id as string, market: 'INT', schema, ui, settingPaths: [] };
}
