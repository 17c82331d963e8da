import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PageLayout } from '../../ui/page-layout';

/**
 * A sports page refused under the country's sports-betting age (spec 3 §5): says the age; a
 * visitor is offered the login, since only a birth date can prove the age.
 */
export function SportsAgeRefusal({ age, loggedIn }: { age: number; loggedIn: boolean }) {
  const { t } = useTranslation('games');
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set('modal', 'login');
  return (
    <PageLayout id="sports" title={t('sports.refusedTitle')}>
      <p role="alert">{t('sports.refused', { age })}</p>
      {!loggedIn && (
        <Link className="button button--primary" to={`${location.pathname}?${params.toString()}`}>
          {t('sports.login')}
        </Link>
      )}
    </PageLayout>
  );
}
