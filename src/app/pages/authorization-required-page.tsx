import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useIsDesktop } from '../hooks/use-is-desktop';
import { useLocalize } from '../hooks/use-localize';
import { PageLayout } from '../../ui/page-layout';

export function AuthorizationRequiredPage() {
  const { t } = useTranslation('shell');
  const localize = useLocalize();
  const desktop = useIsDesktop();
  return (
    <PageLayout id="authorization-required" title={t('authorizationRequired.title')}>
      <p>{t('authorizationRequired.text')}</p>
      <Link className="button button--primary" to={desktop ? '?modal=login' : localize('/login')}>
        {t('authorizationRequired.login')}
      </Link>
    </PageLayout>
  );
}
