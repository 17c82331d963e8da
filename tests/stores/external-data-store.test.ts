import { describe, expect, it } from 'vitest';
import { ExternalDataStore } from '../../src/stores/external-data-store';

describe('ExternalDataStore', () => {
  it('holds the external data until cleared, and a new identification replaces an old token error', () => {
    const store = new ExternalDataStore();
    store.failToken({ errorCode: 302, kind: 'server' });
    store.set({ method: 'zignSec', titanToken: 'sess-1' });
    expect(store.data).toEqual({ method: 'zignSec', titanToken: 'sess-1' });
    expect(store.tokenError).toBeNull();
    store.clear();
    expect(store.data).toBeNull();
  });

  it('a token error drops the external data and keeps the error for the site to show', () => {
    const store = new ExternalDataStore();
    store.set({ method: 'zignSec', titanToken: 'sess-1' });
    store.failToken({ errorCode: 303, kind: 'server' });
    expect(store.data).toBeNull();
    expect(store.tokenError).toEqual({ errorCode: 303, kind: 'server' });
  });
});
