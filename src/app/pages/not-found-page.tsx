import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../hooks/use-localize';
import { PageLayout } from '../../ui/page-layout';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const localize = useLocalize();
  return (
    <PageLayout id="not-found" title={t('notFound.title')}>
      <p>{t('notFound.text')}</p>
      <Link className="button button--primary" to={localize('/')}>
        {t('notFound.home')}
      </Link>
    </PageLayout>
  );
}

export default NotFoundPage;
