import { useCallback, useSyncExternalStore } from 'react';
import type { FormDataStore } from './form-data-store';

/** Subscribes to one top-level value of the form data; re-renders only when that value changes. */
export function useFormValue(store: FormDataStore, field: string): unknown {
  const read = useCallback(() => store.get()[field], [store, field]);
  return useSyncExternalStore(store.subscribe, read, read);
}
