import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../ui/page-layout';

export function HomePage() {
  const { t } = useTranslation('shell');
  return (
    <PageLayout id="home" title={t('home.title')}>
      <p className="page__lead">{t('home.text')}</p>
    </PageLayout>
  );
}

export default HomePage;
