import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../hooks/use-localize';
import { PageLayout } from '../../ui/page-layout';

/**
 * A route of the specs whose page has not landed yet (route-table `status: 'planned'`): says so
 * plainly instead of showing a fake page; the README lists these routes.
 */
export function PlannedPage() {
  const { t } = useTranslation('site');
  const localize = useLocalize();
  return (
    <PageLayout id="unavailable" title={t('planned.title')}>
      <p>{t('planned.text')}</p>
      <Link className="button button--primary" to={localize('/')}>
        {t('planned.home')}
      </Link>
    </PageLayout>
  );
}

export default PlannedPage;
