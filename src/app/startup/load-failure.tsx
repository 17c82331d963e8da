import { useContext, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreContext } from '../store-context';
import './startup.css';

export type LoadFailureKind = 'timeout' | 'connectivity';

/**
 * The notice shown in place of a part that did not load (spec 3 §8 display rules): "Loading
 * timeout exceeded" or the connectivity message, with a reload as the fallback. The failure is
 * reported to the error-reporting adapter once, when the notice is first shown.
 */
export function loadFailure<P>(kind: LoadFailureKind, cause?: unknown): ComponentType<P> {
  // once per failed load, however often the notice mounts (StrictMode, remounts)
  let reported = false;
  function LoadFailure() {
    const { t } = useTranslation('startup');
    const store = useContext(StoreContext);
    useEffect(() => {
      if (reported || !store) return;
      reported = true;
      store.errorReporter.report({
        kind: 'lazy-load',
        message: kind === 'timeout' ? 'Loading timeout exceeded' : 'Component cannot be loaded',
        details: { reason: kind, ...(cause instanceof Error ? { error: cause.message } : {}) },
      });
    }, [store]);
    return (
      <div className="load-failure" role="alert" data-testid="load-failure">
        <p className="load-failure__text">{t(`loadFailure.${kind}`)}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('loadFailure.reload')}
        </button>
      </div>
    );
  }
  return LoadFailure;
}
