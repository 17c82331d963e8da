import { useCallback, useEffect, useState } from 'react';
import type { StoreApiError, StoreApiResult } from '../../stores/api-port';

export type AccountDataState<T> = { status: 'loading' } | { status: 'failed'; error: StoreApiError } | { status: 'loaded'; data: T };

/**
 * A read-only account page's data (activity, payment details, a transactions page): loaded on mount
 * and whenever `key` (the query) changes, aborted when the page goes, loaded again by `retry`.
 */
export function useAccountData<T>(load: (signal: AbortSignal) => Promise<StoreApiResult<T>>, key = ''): { state: AccountDataState<T>; retry: () => void } {
  const [state, setState] = useState<AccountDataState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.ok ? { status: 'loaded', data: result.data } : { status: 'failed', error: result.error });
    });
    return () => controller.abort();
    // `load` is the page's call for `key`; a new key or round loads again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round, key]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setRound((value) => value + 1);
  }, []);
  return { state, retry };
}
