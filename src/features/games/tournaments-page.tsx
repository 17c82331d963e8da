import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Tournament, Tournaments } from '../../api/endpoints';
import { formatMoney } from '../../catalogues/format-money';
import { limitTimeText } from '../../renderer/widgets/limit-times';
import type { RootStore } from '../../stores/root-store';
import { useAccountData } from '../../ui/account-data/use-account-data';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import { gameLink } from './game-link';
import { GamesLoadStatus } from './games-load-status';
import { useGameCatalogue } from './use-game-catalogue';
import './games.css';

/** One tournament: when, the prize pool, the qualifying bet and the games that count, each a link to play. */
const TournamentCard = observer(function TournamentCard({ store, tournament }: { store: RootStore; tournament: Tournament }) {
  const { t, i18n } = useTranslation('games');
  const at = useLanguagePath();
  const { state: catalogue } = useGameCatalogue(store.api);
  const time = (iso: string) => limitTimeText(iso, i18n.language);
  const games = tournament.games.map((key) => ({ key, game: catalogue.status === 'ready' ? catalogue.games.find((entry) => entry.key === key) : undefined }));
  return (
    <li className="game-cards__item">
      <h3 className="game-cards__name">{tournament.name}</h3>
      <p>
        {tournament.status === 'running'
          ? t('tournaments.ends', { time: time(tournament.endsAt) })
          : t('tournaments.period', { start: time(tournament.startsAt), end: time(tournament.endsAt) })}
      </p>
      <p>{t('tournaments.prizePool', { amount: formatMoney(tournament.prizePool, tournament.currency) })}</p>
      <p>{t('tournaments.minBet', { amount: formatMoney(tournament.minBet, tournament.currency) })}</p>
      <ul className="game-cards__games" aria-label={t('tournaments.games', { name: tournament.name })}>
        {games.map(({ key, game }) => (
          <li key={key}>{game ? <Link to={at(gameLink(game, store.session.loggedIn))}>{game.name}</Link> : key}</li>
        ))}
      </ul>
    </li>
  );
});

/** A heading and the cards of one status, or nothing when none has it. */
function TournamentSection({ store, title, tournaments }: { store: RootStore; title: string; tournaments: Tournament[] }) {
  if (tournaments.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <ul className="game-cards">
        {tournaments.map((tournament) => (
          <TournamentCard key={tournament.id} store={store} tournament={tournament} />
        ))}
      </ul>
    </section>
  );
}

/**
 * `/tournaments` (spec 1 §2 menu "Tournaments", open to visitors): the platform's running and
 * upcoming casino tournaments with their period, prize pool, qualifying bet and games; only
 * real-money rounds count, so a visitor is told to log in to take part.
 */
export const TournamentsPage = observer(function TournamentsPage({ store }: { store: RootStore }) {
  const { t } = useTranslation('games');
  const { state, retry } = useAccountData<Tournaments>((signal) => store.api.call('tournaments', undefined, { signal }));
  const tournaments = state.status === 'loaded' ? state.data.tournaments : [];
  return (
    <PageLayout id="tournaments" title={t('tournaments.title')}>
      <p>{store.session.loggedIn ? t('tournaments.intro') : t('tournaments.introVisitor')}</p>
      {state.status !== 'loaded' && <GamesLoadStatus state={state} loading={t('tournaments.loading')} onRetry={retry} />}
      {state.status === 'loaded' && tournaments.length === 0 && <p role="status">{t('tournaments.empty')}</p>}
      <TournamentSection store={store} title={t('tournaments.running')} tournaments={tournaments.filter((entry) => entry.status === 'running')} />
      <TournamentSection store={store} title={t('tournaments.upcoming')} tournaments={tournaments.filter((entry) => entry.status === 'upcoming')} />
    </PageLayout>
  );
});

export default TournamentsPage;
