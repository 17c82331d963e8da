import { describe, expect, it } from 'vitest';
import { stateOfCountry } from '../../../src/engine/rules/state-of-country';
import { testContext } from './test-context';

const params = { field: 'state', country: 'country' };

describe('stateOfCountry', () => {
  it('accepts a state of the chosen country', () => {
    expect(stateOfCountry({ country: 'CAN', state: 'AB' }, params, testContext())).toEqual([]);
  });
  it('rejects a state of another country', () => {
    expect(stateOfCountry({ country: 'AUS', state: 'AB' }, params, testContext())).toEqual([{ field: '/state', code: 'oneOf' }]);
  });
  it('ignores countries without states and empty states', () => {
    expect(stateOfCountry({ country: 'HUN', state: 'XX' }, params, testContext())).toEqual([]);
    expect(stateOfCountry({ country: 'CAN', state: '' }, params, testContext())).toEqual([]);
  });
});
