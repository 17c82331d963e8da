import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import flowJson from '../../../flows/limit-reality-check.flow.json';
import { DEFAULT_REALITY_CHECK_MINUTES, realityCheckMinutesFor, timeLimitsOf } from '../../engine/limits/time-limits';
import { useAccountData } from '../../ui/account-data/use-account-data';
import { FlowHost } from '../../ui/flow-host/flow-host';
import type { RootStore } from '../../stores/root-store';
import { realityCheckFormData, realityCheckImplementations } from './reality-check-implementations';
import { realityCheckScreens } from './reality-check-screens';
import { useRealityCheckIntervalText } from './use-reality-check-interval-text';

/**
 * The reality check on the Session Time page, where the market offers it (fe.timeLimits): how
 * often the reminder comes during real-money play. Where the market lets the player choose
 * (realityCheckChoice; GBR, UKGC RTS 13) the player's choice is loaded first (5000 ms) and the
 * flow limit-reality-check starts with it; elsewhere the market's fixed interval is only stated.
 */
export const RealityCheckSection = observer(function RealityCheckSection({ store }: { store: RootStore }) {
  const { t } = useTranslation('limits');
  const timeLimits = timeLimitsOf(store.settings.feValue('timeLimits'));
  const interval = useRealityCheckIntervalText();
  if (!timeLimits.realityCheck || timeLimits.realityCheckMinutes === null) return null;
  return (
    <section className="reality-check" aria-labelledby="reality-check-heading">
      <h2 id="reality-check-heading">{t('realityCheck.title')}</h2>
      <p>{t('realityCheck.description')}</p>
      {timeLimits.realityCheckChoice ? (
        <RealityCheckChoice store={store} />
      ) : (
        <p>{t('realityCheck.current', { interval: interval(timeLimits.realityCheckMinutes) })}</p>
      )}
    </section>
  );
});

/** The player's choice, loaded, then the form. */
const RealityCheckChoice = observer(function RealityCheckChoice({ store }: { store: RootStore }) {
  const { t } = useTranslation('limits');
  const { state, retry } = useAccountData((signal) => store.api.call('realityCheck', undefined, { signal }));
  if (state.status === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {t('editor.loading')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="flow-load-failed">
        <p className="notice notice--error" role="alert">
          {t('realityCheck.loadFailed')}
        </p>
        <button type="button" className="button button--primary" onClick={retry}>
          {t('editor.retry')}
        </button>
      </div>
    );
  }
  const minutes = realityCheckMinutesFor(timeLimitsOf(store.settings.feValue('timeLimits')), state.data.minutes) ?? DEFAULT_REALITY_CHECK_MINUTES;
  return (
    <FlowHost
      flow={flowJson}
      implementations={() => realityCheckImplementations(store.api)}
      screens={realityCheckScreens}
      extras={undefined}
      store={store}
      input={{ minutes, data: realityCheckFormData(minutes) }}
      className="reality-check__form"
    />
  );
});
