import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeApiError } from '../api/localize-api-error';
import { newIdempotencyKey, type IdempotencyKey } from '../engine/idempotency-key';
import type { StoreApiResult } from '../stores/api-port';

/**
 * A creating action started by a button, per subject (a campaign card's opt in or claim, the age
 * verification): one attempt at a time, its idempotency key kept for the attempt — a lost answer
 * (timeout, network) keeps it, so trying again cannot create twice; a refusal or a success ends the
 * attempt. The refusal's text is the subject's (errorOf).
 */
export function useKeyedAction<Id extends string | number, T>(run: (id: Id, idempotencyKey: IdempotencyKey) => Promise<StoreApiResult<T>>, onDone: (id: Id, data: T) => void) {
  const { t: tApi } = useTranslation();
  const keys = useRef(new Map<Id, IdempotencyKey>());
  const [busy, setBusy] = useState<Id | null>(null);
  const [error, setError] = useState<{ id: Id; message: string } | null>(null);
  const act = async (id: Id) => {
    if (busy !== null) return;
    const key = keys.current.get(id) ?? newIdempotencyKey();
    keys.current.set(id, key);
    setBusy(id);
    setError(null);
    const result = await run(id, key);
    setBusy(null);
    if (!result.ok) {
      if (result.error.kind === 'server') keys.current.delete(id);
      setError({ id, message: localizeApiError(result.error, tApi) });
      return;
    }
    keys.current.delete(id);
    onDone(id, result.data);
  };
  return { act, busy, errorOf: (id: Id) => (error?.id === id ? error.message : null) };
}
