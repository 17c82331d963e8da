import { describe, expect, it } from 'vitest';
import type { FixtureFile } from '../../src/engine/fixtures/fixture-file';
import { derivedFixtureChange, derivedFixtureChanges } from '../../studio/src/derived-fixture-changes';

const fixture = (data: Record<string, unknown>, errors?: Array<{ field: string; code: string }>): FixtureFile => ({
  description: 'registration × NLD: derived from the schema',
  data,
  context: { now: '2026-01-15' },
  expect: errors === undefined ? { valid: true } : { valid: false, errors },
});

describe('derived fixture changes', () => {
  it('says nothing when the derived fixture holds what the file holds (the description aside)', () => {
    const file = fixture({ email: 'player@example.com' });
    expect(derivedFixtureChange('a.json', { ...file, description: 'older words' }, fixture({ email: 'player@example.com' }))).toBeUndefined();
  });

  it('names the data fields added, removed and changed, and the expected errors that come and go', () => {
    const before = fixture({ email: 'player@example.com', zipCode: '1234' }, [{ field: '/email', code: 'required' }]);
    const after = fixture({ email: 'other@example.com', nationalIdNumber: '41111111' }, [{ field: '/nationalIdNumber', code: 'required' }]);
    expect(derivedFixtureChange('b.json', before, after)).toEqual({
      path: 'b.json',
      kind: 'changed',
      fixture: after,
      fieldsAdded: ['nationalIdNumber'],
      fieldsRemoved: ['zipCode'],
      fieldsChanged: ['email'],
      errorsAdded: ['/nationalIdNumber required'],
      errorsRemoved: ['/email required'],
    });
  });

  it('says when the expectation flipped', () => {
    const change = derivedFixtureChange('c.json', fixture({}), fixture({}, [{ field: '/nationalIdNumber', code: 'required' }]));
    expect(change?.validity).toEqual({ before: true, after: false });
  });

  it('offers the chain new derived fixtures only when asked (right after its content was saved)', () => {
    const derived = { valid: fixture({ email: 'player@example.com' }), invalid: fixture({}, [{ field: '/email', code: 'required' }]), unresolved: [] };
    const chain = { form: 'registration', market: 'NLD' };
    expect(derivedFixtureChanges(derived, chain, new Map(), true)).toEqual([]);
    const offered = derivedFixtureChanges(derived, chain, new Map(), false);
    expect(offered.map((change) => [change.path, change.kind])).toEqual([
      ['tests/fixtures/registration/NLD/schema-valid.json', 'new'],
      ['tests/fixtures/registration/NLD/schema-invalid.json', 'new'],
    ]);
  });

  it('compares with the files of the chain (a method chain has its own folder) and leaves out those that did not change', () => {
    const derived = { valid: fixture({ amount: '10.00' }), invalid: fixture({}, [{ field: '/amount', code: 'required' }]), unresolved: [] };
    const files = new Map<string, FixtureFile>([
      ['tests/fixtures/cashier-deposit/INT/card/schema-valid.json', fixture({ amount: '10.00' })],
      ['tests/fixtures/cashier-deposit/INT/card/schema-invalid.json', fixture({}, [{ field: '/cardNumber', code: 'required' }])],
    ]);
    const changes = derivedFixtureChanges(derived, { form: 'cashier-deposit', market: 'INT', method: 'card' }, files, true);
    expect(changes.map((change) => change.path)).toEqual(['tests/fixtures/cashier-deposit/INT/card/schema-invalid.json']);
    expect(changes[0]).toMatchObject({ errorsAdded: ['/amount required'], errorsRemoved: ['/cardNumber required'] });
  });
});
