import { useTranslation } from 'react-i18next';
import type { AccountDataState } from './use-account-data';

/** What an account page shows while its data is not there: loading, or the failure with Retry. */
export function AccountDataStatus({ state, onRetry }: { state: Exclude<AccountDataState<unknown>, { status: 'loaded' }>; onRetry: () => void }) {
  const { t } = useTranslation('account');
  if (state.status === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  return (
    <div role="alert" className="account__load-failed">
      <p>{t('loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
