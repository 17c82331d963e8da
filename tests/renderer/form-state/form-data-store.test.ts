import { describe, expect, it, vi } from 'vitest';
import { createFormDataStore } from '../../../src/renderer/form-state/form-data-store';

describe('form data store', () => {
  it('tells subscribers of a new object, not of the same one', () => {
    const store = createFormDataStore({ a: 1 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(store.get());
    expect(listener).not.toHaveBeenCalled();
    store.set({ a: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ a: 2 });
  });

  it('replaces quietly and tells subscribers only on notify (a render may not update other components)', () => {
    const store = createFormDataStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.replaceQuietly({ b: 'x' });
    expect(store.get()).toEqual({ b: 'x' });
    expect(listener).not.toHaveBeenCalled();
    store.notify();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.notify();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('compares only the keys the caller names as changed: a keystroke in a 1000-field form reads its own field, not every subscribed one', () => {
    const fields = Array.from({ length: 1000 }, (_, index) => `f${index}`);
    const read = new Set<PropertyKey>();
    const counted = (data: Record<string, unknown>) => new Proxy(data, { get: (target, key) => (read.add(key), Reflect.get(target, key)) });
    const store = createFormDataStore(counted(Object.fromEntries(fields.map((name) => [name, '']))));
    const told = fields.map((name) => {
      const listener = vi.fn();
      store.subscribeKey(name, listener);
      return listener;
    });
    const typed = counted({ ...store.get(), f500: 'a' });
    read.clear();
    store.set(typed, undefined, ['f500']);
    expect([...read]).toEqual(['f500']);
    expect(told[500]).toHaveBeenCalledTimes(1);
    expect(told.filter((listener) => listener.mock.calls.length > 0)).toHaveLength(1);
    // without the list (an effect changed more): every subscribed key is compared
    const effected = counted({ ...store.get(), f1: 'b', f2: 'c' });
    read.clear();
    store.set(effected);
    expect(read.size).toBe(1000);
    expect(told[1]).toHaveBeenCalledTimes(1);
    expect(told[2]).toHaveBeenCalledTimes(1);
  });
});
