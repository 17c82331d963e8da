import { describe, expect, it } from 'vitest';
import { evaluateCondition, fieldStates, fixedValues } from '../../../scripts/lib/studio/field-states';
import type { JsonObject } from '../../../src/engine/json-value';

const SCHEMA: JsonObject = {
  type: 'object',
  required: ['email', 'country'],
  properties: {
    email: { type: 'string', maxLength: 100 },
    country: { type: 'string', maxLength: 3, default: 'SWE' },
    promo: { type: 'string', maxLength: 10 },
    kind: { type: 'string', enum: ['personal'] },
  },
  allOf: [
    {
      if: { required: ['country'], properties: { country: { enum: ['SWE', 'ROU'] } } },
      then: { required: ['nationalIdNumber'], properties: { nationalIdNumber: { type: 'string', maxLength: 20 } } },
    },
    {
      if: { required: ['country'], properties: { country: { const: 'HUN' } } },
      then: { required: ['state'], properties: { state: { type: 'string', maxLength: 3 } } },
    },
  ],
};

describe('fixedValues', () => {
  it('takes a const, a one-value enum and a read-only field with a default', () => {
    const fixed = fixedValues(SCHEMA, { country: { 'ui:readonly': true } });
    expect([...fixed]).toEqual([
      ['country', 'SWE'],
      ['kind', 'personal'],
    ]);
  });

  it('leaves an editable default to the player', () => {
    expect(fixedValues(SCHEMA, {}).has('country')).toBe(false);
  });
});

describe('evaluateCondition', () => {
  const fixed = new Map([['country', 'SWE']]);
  it('decides required + const / enum on fixed values', () => {
    expect(evaluateCondition({ required: ['country'], properties: { country: { enum: ['SWE'] } } }, fixed)).toBe(true);
    expect(evaluateCondition({ required: ['country'], properties: { country: { const: 'HUN' } } }, fixed)).toBe(false);
  });
  it('is undecided on a value the player chooses or a keyword it does not read', () => {
    expect(evaluateCondition({ required: ['gender'] }, fixed)).toBeUndefined();
    expect(evaluateCondition({ properties: { country: { pattern: '^S' } } }, fixed)).toBeUndefined();
    expect(evaluateCondition(undefined, fixed)).toBeUndefined();
  });
});

describe('fieldStates', () => {
  it('shows conditions as conditional when the player decides them', () => {
    const states = fieldStates(SCHEMA, {});
    expect(states.get('email')).toEqual({ state: 'required', readOnly: false });
    expect(states.get('promo')).toEqual({ state: 'optional', readOnly: false });
    expect(states.get('nationalIdNumber')?.state).toBe('conditional');
    expect(states.get('state')?.state).toBe('conditional');
  });

  it('decides conditions with the market fixed country: required or hidden, and says why', () => {
    const states = fieldStates(SCHEMA, { country: { 'ui:readonly': true }, promo: { 'ui:widget': 'hidden' } });
    expect(states.get('country')).toEqual({ state: 'required', readOnly: true });
    expect(states.get('nationalIdNumber')).toEqual({ state: 'required', readOnly: false, decidedBy: 'country = "SWE"' });
    expect(states.get('state')).toEqual({ state: 'hidden', readOnly: false, decidedBy: 'country = "SWE"' });
    expect(states.get('promo')?.state).toBe('hidden');
  });

  it('reads the root if / then / else like an allOf entry (a method overlay asks for card fields only for a new card)', () => {
    const schema = {
      type: 'object',
      required: ['cvc'],
      properties: { cvc: { type: 'string' }, storedDetailReference: { type: 'integer', default: -1 } },
      if: { properties: { storedDetailReference: { const: -1 } } },
      then: { required: ['cardNumber'], properties: { cardNumber: { type: 'string' } } },
    };
    expect(fieldStates(schema, {}).get('cardNumber')).toEqual({ state: 'conditional', readOnly: false });
    // fixed by the market (read-only with its default): decided
    expect(fieldStates(schema, { storedDetailReference: { 'ui:readonly': true } }).get('cardNumber')).toEqual({ state: 'required', readOnly: false, decidedBy: 'storedDetailReference = -1' });
  });
});
