import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { ApiError } from '../../api/api-error';
import type { SportsView } from '../../api/endpoints';
import { localizeApiError } from '../../api/localize-api-error';
import type { RootStore } from '../../stores/root-store';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import { sportsAge } from './sports-age';
import './games.css';

/** The sports providers of the side menu; another name is an unknown provider. */
const PROVIDERS = ['sportsbook', 'virtual'];

type LaunchState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; error: ApiError };

interface SportsPageProps {
  store: RootStore;
  view: SportsView;
}

/**
 * `/sports/{provider}` (betting) and `/sports/{provider}/history` (logged in): the provider's
 * frame from the platform's launch address. Refused — and hidden in the menu — unless the
 * player's birth date proves the country's sports-betting age (spec 3 §5); a visitor is asked
 * to log in, since only a birth date can prove the age.
 */
export const SportsPage = observer(function SportsPage({ store, view }: SportsPageProps) {
  const { t, i18n } = useTranslation(['games', 'errors']);
  const at = useLanguagePath();
  const location = useLocation();
  const { provider = '' } = useParams();
  const known = PROVIDERS.includes(provider);
  const age = sportsAge(store, new Date());
  const allowed = known && age.ofAge;
  const [launch, setLaunch] = useState<LaunchState>({ status: 'loading' });
  const lang = i18n.language;

  useEffect(() => {
    if (!allowed) return undefined;
    const controller = new AbortController();
    void store.api.call('sportsLaunch', { provider, view, lang }, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setLaunch(result.ok ? { status: 'ready', url: result.data.url } : { status: 'failed', error: result.error });
    });
    return () => controller.abort();
  }, [allowed, provider, view, lang, store.api]);

  const name = known ? t(`games:sports.providers.${provider}`) : provider;
  const title = view === 'history' ? t('games:sports.historyTitle', { name }) : t('games:sports.bettingTitle', { name });
  if (!known) {
    return (
      <PageLayout id="sports" title={t('games:sports.unknown')}>
        <p>
          <Link to={at('/')}>{t('games:ended.lobby')}</Link>
        </p>
      </PageLayout>
    );
  }
  if (!age.ofAge) {
    const params = new URLSearchParams(location.search);
    params.set('modal', 'login');
    return (
      <PageLayout id="sports" title={t('games:sports.refusedTitle')}>
        <p role="alert">{t('games:sports.refused', { age: age.limit })}</p>
        {!store.session.loggedIn && (
          <Link className="button button--primary" to={`${location.pathname}?${params.toString()}`}>
            {t('games:sports.login')}
          </Link>
        )}
      </PageLayout>
    );
  }
  return (
    <PageLayout id="sports" title={title}>
      <nav className="game-groups" aria-label={t('games:sports.views')}>
        <ul className="game-groups__list">
          <li>
            <Link className="game-groups__link" to={at(`/sports/${provider}`)} aria-current={view === 'betting' ? 'page' : undefined}>
              {t('games:sports.betting')}
            </Link>
          </li>
          <li>
            <Link className="game-groups__link" to={at(`/sports/${provider}/history`)} aria-current={view === 'history' ? 'page' : undefined}>
              {t('games:sports.history')}
            </Link>
          </li>
        </ul>
      </nav>
      {launch.status === 'loading' && <div className="game-frame__frame" aria-busy="true" />}
      {launch.status === 'failed' && <p role="alert">{localizeApiError(launch.error, t)}</p>}
      {launch.status === 'ready' && (
        <iframe className="game-frame__frame" title={title} src={launch.url} sandbox="allow-scripts allow-same-origin" referrerPolicy="no-referrer" />
      )}
    </PageLayout>
  );
});
