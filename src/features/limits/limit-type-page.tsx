import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import './limits.css';
import type { RootStore } from '../../stores/root-store';
import { PageLayout } from '../../ui/page-layout';
import { LimitEditor } from './limit-editor';
import { LIMIT_TYPE_SLUGS } from './limit-type-slugs';
import { LimitsSubMenu } from './limits-sub-menu';
import { RealityCheckSection } from './reality-check-section';
import { LIMITS_OUTCOME_BLOCK } from './reveal-limits-outcome';

/**
 * /my/limits/{type} (logged in): deposit, session, net-deposit, loss or wager limits in the one editor; another slug is not found.
 * The deposit page also opens the cumulative deposit-limit modal (?modal=deposit-limit); the session
 * page (Session Time) also holds the reality check where the market offers it.
 */
const LimitTypePage = observer(function LimitTypePage({ store }: { store: RootStore }) {
  const { t } = useTranslation('limits');
  const { type: slug = '' } = useParams();
  const type = Object.hasOwn(LIMIT_TYPE_SLUGS, slug) ? LIMIT_TYPE_SLUGS[slug] : undefined;
  const location = useLocation();
  const [params] = useSearchParams();
  // the cumulative deposit-limit modal changes the limits behind the page: the editor reads them again once it closes
  const modal = params.get('modal') ?? '';
  if (type === undefined) {
    return (
      <PageLayout id="limits" title={t('page.notFound')}>
        <LimitsSubMenu store={store} />
      </PageLayout>
    );
  }
  return (
    <PageLayout id={`limits-${slug}`} title={t(`types.${type}`)}>
      <div {...LIMITS_OUTCOME_BLOCK}>
        <LimitsSubMenu store={store} />
        <p>{t(`descriptions.${type}`)}</p>
        {type === 'deposit' && (
          <p>
            <Link to={{ pathname: location.pathname, search: '?modal=deposit-limit' }}>{t('cumulative.open')}</Link>
          </p>
        )}
        <LimitEditor store={store} type={type} key={`${type}:${modal}`} />
      </div>
      {type === 'session' && <RealityCheckSection store={store} />}
    </PageLayout>
  );
});

export default LimitTypePage;
