import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SportsProviders } from '../../api/endpoints';
import type { RootStore } from '../../stores/root-store';
import { useAccountData } from '../../ui/account-data/use-account-data';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import { GamesLoadStatus } from './games-load-status';
import { sportsAge } from './sports-age';
import { SportsAgeRefusal } from './sports-age-refusal';
import { sportsProviderName } from './sports-provider-name';
import './games.css';

/** The platform's providers once the age is proven: each with Betting and Bet history. */
function SportsProviderList({ store }: { store: RootStore }) {
  const { t } = useTranslation('games');
  const at = useLanguagePath();
  const { state, retry } = useAccountData<SportsProviders>((signal) => store.api.call('sportsProviders', undefined, { signal }));
  if (state.status !== 'loaded') return <GamesLoadStatus state={state} loading={t('sports.loading')} onRetry={retry} />;
  const providers = state.data.providers.flatMap((provider) => {
    const name = sportsProviderName(provider, t);
    return name === null ? [] : [{ provider, name }];
  });
  if (providers.length === 0) return <p role="status">{t('sports.none')}</p>;
  return (
    <ul className="game-cards" aria-label={t('sports.providersLabel')}>
      {providers.map(({ provider, name }) => (
        <li key={provider} className="game-cards__item">
          <h2 className="game-cards__name">{name}</h2>
          <p className="game-cards__actions">
            <Link className="button button--primary" to={at(`/sports/${provider}`)} aria-label={t('sports.bettingTitle', { name })}>
              {t('sports.betting')}
            </Link>
            <Link className="button" to={at(`/sports/${provider}/history`)} aria-label={t('sports.historyTitle', { name })}>
              {t('sports.history')}
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/sports` (spec 1 §2 menu "Sports"): the sports-betting providers the platform offers, each
 * with its Betting and Bet history pages. Refused under the country's sports-betting age like the
 * provider pages (spec 3 §5), and a visitor is asked to log in, since only a birth date proves it.
 */
export const SportsIndexPage = observer(function SportsIndexPage({ store }: { store: RootStore }) {
  const { t } = useTranslation('games');
  const age = sportsAge(store, new Date());
  if (!age.ofAge) return <SportsAgeRefusal age={age.limit} loggedIn={store.session.loggedIn} />;
  return (
    <PageLayout id="sports" title={t('sports.indexTitle')}>
      <p>{t('sports.indexIntro')}</p>
      <SportsProviderList store={store} />
    </PageLayout>
  );
});

export default SportsIndexPage;
