import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../api/api-error';
import type { PendingRound } from '../../api/endpoints';
import { localizeApiError } from '../../api/localize-api-error';
import { formatMoney } from '../../catalogues/format-money';
import type { RootStore } from '../../stores/root-store';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import { limitTimeText } from '../../renderer/widgets/limit-times';
import { useGameCatalogue } from './use-game-catalogue';
import './games.css';

type RoundsState = { status: 'loading' } | { status: 'ready'; rounds: PendingRound[] } | { status: 'failed'; error: ApiError };

/**
 * `/pending-rounds` (logged in, spec 3 §6): the real-money rounds the player left unfinished,
 * each with its game, when it started and the stake in play, and Resume, which opens the game
 * for real money — the provider finishes the round there. Names come from the game catalogue.
 */
export const PendingRoundsPage = observer(function PendingRoundsPage({ store }: { store: RootStore }) {
  const { t, i18n } = useTranslation(['games', 'errors']);
  const at = useLanguagePath();
  const { state: catalogue } = useGameCatalogue(store.api);
  const [state, setState] = useState<RoundsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void store.api.call('pendingRounds', undefined, { signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) setState(result.ok ? { status: 'ready', rounds: result.data.rounds } : { status: 'failed', error: result.error });
    });
    return () => controller.abort();
  }, [store.api, attempt]);

  const nameOf = (key: string) => (catalogue.status === 'ready' ? (catalogue.games.find((game) => game.key === key)?.name ?? key) : key);
  return (
    <PageLayout id="pending-rounds" title={t('games:pendingRounds.title')}>
      <p>{t('games:pendingRounds.intro')}</p>
      {state.status === 'loading' && (
        <p role="status" aria-busy="true">
          {t('games:pendingRounds.loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <div>
          <p role="alert">{localizeApiError(state.error, t)}</p>
          <button type="button" className="button" onClick={retry}>
            {t('games:lobby.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && state.rounds.length === 0 && <p role="status">{t('games:pendingRounds.empty')}</p>}
      {state.status === 'ready' && state.rounds.length > 0 && (
        <ul className="pending-rounds" aria-label={t('games:pendingRounds.listLabel')}>
          {state.rounds.map((round) => {
            const name = nameOf(round.game);
            return (
              <li key={round.roundId} className="pending-rounds__item">
                <h2 className="pending-rounds__name">{name}</h2>
                <p>{t('games:pendingRounds.started', { time: limitTimeText(round.startedAt, i18n.language) })}</p>
                <p>{t('games:pendingRounds.stake', { amount: formatMoney(round.stake, round.currency) })}</p>
                <Link className="button button--primary" to={at(`/all-games/${encodeURIComponent(round.game)}/real`)} aria-label={t('games:pendingRounds.resumeGame', { name })}>
                  {t('games:pendingRounds.resume')}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </PageLayout>
  );
});

export default PendingRoundsPage;
