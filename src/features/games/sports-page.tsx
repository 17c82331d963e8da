import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { SportsView } from '../../api/endpoints';
import type { RootStore } from '../../stores/root-store';
import { useAccountData } from '../../ui/account-data/use-account-data';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import { GamesLoadStatus } from './games-load-status';
import { sportsAge } from './sports-age';
import { SportsAgeRefusal } from './sports-age-refusal';
import { sportsProviderName } from './sports-provider-name';
import './games.css';

interface SportsPageProps {
  store: RootStore;
  view: SportsView;
}

/** The provider's frame from the platform's launch address, loaded again by Try again. */
function SportsFrame({ store, provider, view, title }: SportsPageProps & { provider: string; title: string }) {
  const { t, i18n } = useTranslation('games');
  const lang = i18n.language;
  const { state, retry } = useAccountData<{ url: string }>((signal) => store.api.call('sportsLaunch', { provider, view, lang }, { signal }), `${provider}|${view}|${lang}`);
  if (state.status !== 'loaded') return <GamesLoadStatus state={state} loading={t('sports.loading')} onRetry={retry} />;
  return <iframe className="game-frame__frame" title={title} src={state.data.url} sandbox="allow-scripts allow-same-origin" referrerPolicy="no-referrer" />;
}

/**
 * `/sports/{provider}` (betting) and `/sports/{provider}/history` (logged in): the provider's
 * frame from the platform's launch address. Refused — and hidden in the menu — unless the
 * player's birth date proves the country's sports-betting age (spec 3 §5); a visitor is asked
 * to log in, since only a birth date can prove the age.
 */
export const SportsPage = observer(function SportsPage({ store, view }: SportsPageProps) {
  const { t } = useTranslation('games');
  const at = useLanguagePath();
  const { provider = '' } = useParams();
  const name = sportsProviderName(provider, t);
  const age = sportsAge(store, new Date());
  if (name === null) {
    return (
      <PageLayout id="sports" title={t('sports.unknown')}>
        <p>
          <Link to={at('/sports')}>{t('sports.indexTitle')}</Link>
        </p>
      </PageLayout>
    );
  }
  if (!age.ofAge) return <SportsAgeRefusal age={age.limit} loggedIn={store.session.loggedIn} />;
  const title = view === 'history' ? t('sports.historyTitle', { name }) : t('sports.bettingTitle', { name });
  return (
    <PageLayout id="sports" title={title}>
      <nav className="game-groups" aria-label={t('sports.views')}>
        <ul className="game-groups__list">
          <li>
            <Link className="game-groups__link" to={at(`/sports/${provider}`)} aria-current={view === 'betting' ? 'page' : undefined}>
              {t('sports.betting')}
            </Link>
          </li>
          <li>
            <Link className="game-groups__link" to={at(`/sports/${provider}/history`)} aria-current={view === 'history' ? 'page' : undefined}>
              {t('sports.history')}
            </Link>
          </li>
        </ul>
      </nav>
      <SportsFrame store={store} provider={provider} view={view} title={title} />
    </PageLayout>
  );
});
