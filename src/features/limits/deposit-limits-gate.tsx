import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitsData } from '../../api/endpoints';
import { localizeApiError } from '../../api/localize-api-error';
import './limits.css';
import type { RootStore } from '../../stores/root-store';
import { PageLayout } from '../../ui/page-layout';
import { depositLimitRuleApplies, missingDepositLimits } from './deposit-limits-required';
import { LimitEditor } from './limit-editor';

type GateState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; data: LimitsData };

/**
 * Swedish limits before deposit (spec 2 §6): with requireLimitBeforeDeposit including "deposit",
 * a player whose regime (the platform's answer for the player's applied country) makes deposit
 * periods mandatory — SWE: daily, weekly and monthly — sets them in the limit editor before the
 * deposit page (`children`) is shown; everyone else sees the deposit page once the limits are read. Wraps the page from src/app, so it works whatever the page is.
 */
export const DepositLimitsGate = observer(function DepositLimitsGate({ store, children }: { store: RootStore; children: ReactNode }) {
  const { t } = useTranslation('limits');
  const setting = store.settings.beValue('requireLimitBeforeDeposit');
  const applies = depositLimitRuleApplies(setting);
  const [state, setState] = useState<GateState>({ kind: 'loading' });
  const load = useCallback(
    async (signal?: AbortSignal) => {
      setState({ kind: 'loading' });
      const result = await store.api.call('limits', undefined, { signal });
      if (signal?.aborted) return;
      setState(result.ok ? { kind: 'ready', data: result.data } : { kind: 'failed', message: localizeApiError(result.error, t) });
    },
    [store.api, t],
  );
  useEffect(() => {
    if (!applies) return undefined;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [applies, load]);
  const onLimits = useCallback((data: LimitsData) => setState({ kind: 'ready', data }), []);

  if (!applies) return <>{children}</>;
  if (state.kind === 'ready' && missingDepositLimits(setting, state.data).length === 0) return <>{children}</>;
  // whether this player must set limits first is the regime's answer: no "limits first" title until it is known
  if (state.kind === 'loading') return <p role="status">{t('editor.loading')}</p>;
  return (
    <PageLayout id="deposit-limits-first" title={t('beforeDeposit.title')}>
      {state.kind === 'failed' && (
        <div role="alert">
          <p>{state.message}</p>
          <button type="button" className="button" onClick={() => void load()}>
            {t('editor.retry')}
          </button>
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          <p>{t('beforeDeposit.text')}</p>
          <LimitEditor store={store} type="deposit" removalPermitted={false} onLimits={onLimits} />
        </>
      )}
    </PageLayout>
  );
});
