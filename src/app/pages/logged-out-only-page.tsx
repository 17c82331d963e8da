import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../hooks/use-localize';
import { PageLayout } from '../../ui/page-layout';

export function LoggedOutOnlyPage() {
  const { t } = useTranslation('shell');
  const localize = useLocalize();
  return (
    <PageLayout id="logged-out-only" title={t('loggedOutOnly.title')}>
      <p>{t('loggedOutOnly.text')}</p>
      <Link className="button button--primary" to={localize('/')}>
        {t('loggedOutOnly.home')}
      </Link>
    </PageLayout>
  );
}
