import { describe, expect, it, vi } from 'vitest';
import { conditionFields } from '../../../src/renderer/form-state/condition-fields';
import { createFieldErrorStore } from '../../../src/renderer/form-state/field-error-store';
import { createFormDataStore } from '../../../src/renderer/form-state/form-data-store';
import { valueAtPath } from '../../../src/renderer/form-state/value-at-path';
import { withValueAtPath } from '../../../src/renderer/form-state/with-value-at-path';

describe('per-field subscriptions of the form data (issue 18)', () => {
  it('tells the subscribers of the keys that changed, not the others, nor the key being typed into', () => {
    const store = createFormDataStore({ a: '1', b: '2' });
    const a = vi.fn();
    const b = vi.fn();
    const all = vi.fn();
    store.subscribeKey('a', a);
    const stopB = store.subscribeKey('b', b);
    store.subscribe(all);
    store.set({ a: '1', b: '3' });
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
    expect(all).toHaveBeenCalledTimes(1);
    // typed into b: its input shows the value already; an effect's change of a is still told
    store.set({ a: 'x', b: '4' }, 'b');
    expect(b).toHaveBeenCalledTimes(1);
    expect(a).toHaveBeenCalledTimes(1);
    stopB();
    store.notify();
    expect(b).toHaveBeenCalledTimes(1);
    expect(a).toHaveBeenCalledTimes(2);
  });
});

describe('the field error store', () => {
  it('tells only the fields whose messages changed and keeps an unchanged list identical', () => {
    const errors = createFieldErrorStore();
    const first = vi.fn();
    const second = vi.fn();
    errors.subscribe('f-first', first);
    errors.subscribe('f-second', second);
    errors.publish(new Map([['f-first', ['Required']]]));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    const shown = errors.get('f-first');
    errors.publish(new Map([['f-first', ['Required']], ['f-second', ['Too short']]]));
    expect(first).toHaveBeenCalledTimes(1);
    expect(errors.get('f-first')).toBe(shown);
    expect(second).toHaveBeenCalledTimes(1);
    expect(errors.invalidIds()).toEqual(['f-first', 'f-second']);
    errors.publish(new Map([['f-second', ['Too short']]]));
    expect(first).toHaveBeenCalledTimes(2);
    expect(errors.get('f-first')).toEqual([]);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('data paths', () => {
  it('reads and replaces a nested value, sharing what did not change', () => {
    const data = { address: { street: 'Main', city: 'Pécs' }, other: { x: 1 } };
    expect(valueAtPath(data, ['address', 'city'])).toBe('Pécs');
    expect(valueAtPath(data, ['missing', 'city'])).toBeUndefined();
    const next = withValueAtPath(data, ['address', 'city'], 'Győr');
    expect(next).toEqual({ address: { street: 'Main', city: 'Győr' }, other: { x: 1 } });
    expect(next.other).toBe(data.other);
    expect(withValueAtPath(next, ['address', 'city'], 'Győr')).toBe(next);
  });
});

describe('conditionFields', () => {
  it('names the top-level fields an if or dependencies reads, and nothing for a flat form', () => {
    expect(conditionFields({ type: 'object', properties: { a: { type: 'string' } } }).size).toBe(0);
    const fields = conditionFields({
      type: 'object',
      properties: { country: { type: 'string' }, address: { type: 'object', if: { properties: { kind: { const: 'po' } } }, then: {} } },
      allOf: [{ if: { required: ['country'], properties: { country: { const: 'HUN' } } }, then: { required: ['zip'] } }],
      dependencies: { campaign: ['promo'] },
    });
    expect([...fields].sort()).toEqual(['address', 'campaign', 'country']);
  });
});
