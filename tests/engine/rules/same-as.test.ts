import { describe, expect, it } from 'vitest';
import { sameAs } from '../../../src/engine/rules/same-as';
import { testContext } from './test-context';

const params = { field: 'confirmEmail', other: 'email' };

describe('sameAs', () => {
  it('passes equal values', () => {
    expect(sameAs({ email: 'a@b.co', confirmEmail: 'a@b.co' }, params, testContext())).toEqual([]);
  });
  it('reports mustMatch on the confirming field', () => {
    expect(sameAs({ email: 'a@b.co', confirmEmail: 'A@b.co' }, params, testContext())).toEqual([{ field: '/confirmEmail', code: 'mustMatch' }]);
    expect(sameAs({ confirmEmail: 'a@b.co' }, params, testContext())).toEqual([{ field: '/confirmEmail', code: 'mustMatch' }]);
  });
  it('leaves an empty confirmation to required', () => {
    expect(sameAs({ email: 'a@b.co', confirmEmail: '' }, params, testContext())).toEqual([]);
  });
  it('needs its params', () => {
    expect(() => sameAs({ x: 'a' }, { field: 'x' }, testContext())).toThrow(/"other"/);
  });
});
