import { describe, expect, it } from 'vitest';
import { buildFieldIndex } from '../../../src/renderer/validation/field-index';

describe('buildFieldIndex', () => {
  const index = buildFieldIndex(
    {
      properties: { email: { type: 'string', title: 'forms:email.label' }, address: { type: 'object', properties: { city: { type: 'string' } } } },
      allOf: [{ if: { properties: { country: { const: 'USA' } } }, then: { properties: { state: { type: 'string', title: 'forms:state.label' } } } }],
    },
    'sf-x',
    '_',
  );

  it('indexes top-level, nested and conditional fields by pointer and element id', () => {
    expect(index.byPointer.get('/email')).toEqual({ pointer: '/email', path: ['email'], id: 'sf-x_email', title: 'forms:email.label' });
    expect(index.byId.get('sf-x_address_city')?.pointer).toBe('/address/city');
    expect(index.byPointer.get('/state')?.id).toBe('sf-x_state');
  });

  it('does not invent fields', () => {
    expect(index.byPointer.has('/nope')).toBe(false);
  });
});
