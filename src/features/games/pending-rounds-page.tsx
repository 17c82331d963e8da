import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PendingRounds } from '../../api/endpoints';
import { formatMoney } from '../../catalogues/format-money';
import type { RootStore } from '../../stores/root-store';
import { useAccountData } from '../../ui/account-data/use-account-data';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import { limitTimeText } from '../../renderer/widgets/limit-times';
import { GamesLoadStatus } from './games-load-status';
import { useGameCatalogue } from './use-game-catalogue';
import './games.css';

/**
 * `/pending-rounds` (logged in, spec 3 §6): the real-money rounds the player left unfinished,
 * each with its game, when it started and the stake in play, and Resume, which opens the game
 * for real money — the provider finishes the round there. Names come from the game catalogue.
 */
export const PendingRoundsPage = observer(function PendingRoundsPage({ store }: { store: RootStore }) {
  const { t, i18n } = useTranslation('games');
  const at = useLanguagePath();
  const { state: catalogue } = useGameCatalogue(store.api);
  const { state, retry } = useAccountData<PendingRounds>((signal) => store.api.call('pendingRounds', undefined, { signal }));

  const nameOf = (key: string) => (catalogue.status === 'ready' ? (catalogue.games.find((game) => game.key === key)?.name ?? key) : key);
  return (
    <PageLayout id="pending-rounds" title={t('games:pendingRounds.title')}>
      <p>{t('games:pendingRounds.intro')}</p>
      {state.status !== 'loaded' && <GamesLoadStatus state={state} loading={t('games:pendingRounds.loading')} onRetry={retry} />}
      {state.status === 'loaded' && state.data.rounds.length === 0 && <p role="status">{t('games:pendingRounds.empty')}</p>}
      {state.status === 'loaded' && state.data.rounds.length > 0 && (
        <ul className="game-cards" aria-label={t('games:pendingRounds.listLabel')}>
          {state.data.rounds.map((round) => {
            const name = nameOf(round.game);
            return (
              <li key={round.roundId} className="game-cards__item">
                <h2 className="game-cards__name">{name}</h2>
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
