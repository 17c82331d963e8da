import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../ui/page-layout';

export function BlockedPage() {
  const { t } = useTranslation('shell');
  return (
    <PageLayout id="blocked" title={t('blocked.title')}>
      <p>{t('blocked.text')}</p>
    </PageLayout>
  );
}

export default BlockedPage;
