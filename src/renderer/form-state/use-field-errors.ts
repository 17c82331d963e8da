import { useCallback, useSyncExternalStore } from 'react';
import type { Registry } from '@rjsf/utils';
import { formContextOf } from './form-context-of';

/**
 * The messages a field shows: from SchemaForm's field error store (subscribed for this id alone),
 * or rjsf's `rawErrors` outside SchemaForm.
 */
export function useFieldErrors(registry: Registry, id: string, rawErrors: readonly string[] | undefined): readonly string[] | undefined {
  const host = formContextOf(registry).fieldHost;
  const subscribe = useCallback((listener: () => void) => (host ? host.errors.subscribe(id, listener) : () => undefined), [host, id]);
  return useSyncExternalStore(subscribe, () => (host ? host.errors.get(id) : rawErrors));
}
