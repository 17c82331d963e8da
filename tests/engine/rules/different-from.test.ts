import { describe, expect, it } from 'vitest';
import { differentFrom } from '../../../src/engine/rules/different-from';
import { RULE_REGISTRY } from '../../../src/engine/rules/rule-registry';
import { testContext } from './test-context';

const params = { field: 'newPassword', other: 'oldPassword' };

describe('differentFrom', () => {
  it('passes different values', () => {
    expect(differentFrom({ oldPassword: 'Password1', newPassword: 'Password2' }, params, testContext())).toEqual([]);
  });
  it('reports mustDiffer on the field when both are equal', () => {
    expect(differentFrom({ oldPassword: 'Password1', newPassword: 'Password1' }, params, testContext())).toEqual([{ field: '/newPassword', code: 'mustDiffer' }]);
  });
  it('leaves an empty field to required', () => {
    expect(differentFrom({ oldPassword: '', newPassword: '' }, params, testContext())).toEqual([]);
  });
  it('needs its params and is registered', () => {
    expect(() => differentFrom({ x: 'a' }, { field: 'x' }, testContext())).toThrow(/"other"/);
    expect(RULE_REGISTRY.differentFrom?.run).toBe(differentFrom);
  });
});
