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
});
