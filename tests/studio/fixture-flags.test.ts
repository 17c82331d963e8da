import { describe, expect, it } from 'vitest';
import type { DerivedFixtures } from '../../studio/src/derive-fixtures';
import { fixtureFlags } from '../../studio/src/fixture-flags';

const SCHEMA = {
  type: 'object',
  properties: { email: { type: 'string' }, country: { type: 'string' } },
  allOf: [{ if: { properties: { country: { const: 'HUN' } } }, then: { properties: { nationalIdNumber: { type: 'string' } } } }],
};
const DIR = 'tests/fixtures/registration/HUN';
const valid = (data: Record<string, unknown>) => ({ description: 'x', data, expect: { valid: true } });
const DERIVED_NONE: DerivedFixtures = { invalid: { description: 'x', data: {}, expect: { valid: false, errors: [{ field: '/giftCardNumber', code: 'required' }] } }, unresolved: ['giftCardNumber'] };

describe('fixtureFlags', () => {
  it('flags a valid fixture whose data names a field the form no longer has, with the fields', () => {
    const flags = fixtureFlags(
      [
        { path: `${DIR}/valid-full.json`, fixture: valid({ email: 'a@example.com', country: 'HUN', nationalIdNumber: '1', publicPerson: false }) },
        { path: `${DIR}/valid-short.json`, fixture: valid({ email: 'a@example.com' }) },
        // an invalid case about an unknown field is what it is meant to be
        { path: `${DIR}/unknown-field.json`, fixture: { description: 'x', data: { rememberMe: true }, expect: { valid: false, errors: [{ field: '/rememberMe', code: 'invalid' }] } } },
        { path: `${DIR}/not-a-fixture.json`, fixture: { nothing: true } },
      ],
      SCHEMA,
      undefined,
    );
    expect(flags).toEqual([{ path: `${DIR}/valid-full.json`, reason: { kind: 'fieldsGone', fields: ['publicPerson'] } }]);
  });

  it('flags the derived valid fixture once the schema no longer gives one, with the fields no value passes', () => {
    const entries = [{ path: `${DIR}/schema-valid.json`, fixture: valid({ email: 'a@example.com' }) }];
    expect(fixtureFlags(entries, SCHEMA, DERIVED_NONE)).toEqual([{ path: `${DIR}/schema-valid.json`, reason: { kind: 'notDerivable', fields: ['giftCardNumber'] } }]);
    expect(fixtureFlags(entries, SCHEMA, { ...DERIVED_NONE, valid: valid({ email: 'b@example.com' }), unresolved: [] })).toEqual([]);
  });
});
