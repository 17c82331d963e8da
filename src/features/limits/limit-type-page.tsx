import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import './limits.css';
import type { RootStore } from '../../stores/root-store';
import { PageLayout } from '../../ui/page-layout';
import { LimitEditor } from './limit-editor';
import { LIMIT_TYPE_SLUGS } from './limit-type-slugs';
import { LimitsSubMenu } from './limits-sub-menu';

/** /my/limits/{type} (logged in): deposit, session, net-deposit, loss or wager limits in the one editor; another slug is not found. */
const LimitTypePage = observer(function LimitTypePage({ store }: { store: RootStore }) {
  const { t } = useTranslation('limits');
  const { type: slug = '' } = useParams();
  const type = Object.hasOwn(LIMIT_TYPE_SLUGS, slug) ? LIMIT_TYPE_SLUGS[slug] : undefined;
  if (type === undefined) {
    return (
      <PageLayout id="limits" title={t('page.notFound')}>
        <LimitsSubMenu store={store} />
      </PageLayout>
    );
  }
  return (
    <PageLayout id={`limits-${slug}`} title={t(`types.${type}`)}>
      <LimitsSubMenu store={store} />
      <p>{t(`descriptions.${type}`)}</p>
      <LimitEditor store={store} type={type} key={type} />
    </PageLayout>
  );
});

export default LimitTypePage;
