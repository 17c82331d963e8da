import { useTranslation } from 'react-i18next';
import { localizeApiError } from '../../api/localize-api-error';
import type { AccountDataState } from '../../ui/account-data/use-account-data';

interface GamesLoadStatusProps {
  state: Exclude<AccountDataState<unknown>, { status: 'loaded' }>;
  /** what is loading ("Loading the tournaments…") */
  loading: string;
  onRetry: () => void;
}

/**
 * What a games page (pending rounds, tournaments, the sports index) shows while its data from
 * useAccountData is not there: the loading text, or the platform's error with Try again.
 */
export function GamesLoadStatus({ state, loading, onRetry }: GamesLoadStatusProps) {
  const { t } = useTranslation(['games', 'errors']);
  if (state.status === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {loading}
      </p>
    );
  }
  return (
    <div>
      <p role="alert">{localizeApiError(state.error, t)}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('games:lobby.retry')}
      </button>
    </div>
  );
}
