import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import './limits.css';
import type { RootStore } from '../../stores/root-store';
import { PageLayout } from '../../ui/page-layout';
import { LimitEditor } from './limit-editor';
import { LimitsSubMenu } from './limits-sub-menu';
import { LIMITS_OUTCOME_BLOCK } from './reveal-limits-outcome';
import { MaxBalanceContact } from './max-balance-contact';
import { offersMaxBalance, useLimitRegime } from './use-limit-regime';

/** Anchor of the max-balance form on /my/limits (spec 3 §2). */
export const MAX_BALANCE_ANCHOR = 'max-balance-limit-form';

const GAMING_TYPES = ['loss', 'wager'] as const;

/** an editor's outcome shows from the top of its block: the sub-menu with the gaming limits, or the max-balance section */
/**
 * /my/limits (logged in): the sub-menu, the gaming limits (loss or wager, one editor at a time) and, when the player's
 * regime offers it (NLD rules: fe.limitRegime.rules.maxBalance), the max-balance form at #max-balance-limit-form — each the same limit editor.
 */
const LimitsPage = observer(function LimitsPage({ store }: { store: RootStore }) {
  const { t } = useTranslation('limits');
  const location = useLocation();
  const [gaming, setGaming] = useState<(typeof GAMING_TYPES)[number]>('loss');
  const regime = useLimitRegime(store);
  const maxBalance = offersMaxBalance(regime);
  useEffect(() => {
    if (maxBalance && location.hash === `#${MAX_BALANCE_ANCHOR}`) document.getElementById(MAX_BALANCE_ANCHOR)?.scrollIntoView();
  }, [location.hash, maxBalance]);
  return (
    <PageLayout id="limits" title={t('page.title')}>
      <div {...LIMITS_OUTCOME_BLOCK}>
        <LimitsSubMenu store={store} regime={regime} />
        <section className="limits-section" aria-labelledby="limits-gaming">
          <h2 id="limits-gaming">{t('gaming.title')}</h2>
          <div className="limits-choice" role="group" aria-label={t('gaming.choose')}>
            {GAMING_TYPES.map((type) => (
              <button key={type} type="button" className="button button--secondary" aria-pressed={gaming === type} onClick={() => setGaming(type)}>
                {t(`types.${type}`)}
              </button>
            ))}
          </div>
          <p>{t(`descriptions.${gaming}`)}</p>
          {/* one gaming editor at a time: loss and wager share the limit-gaming form (and its field ids) */}
          <LimitEditor store={store} type={gaming} key={gaming} />
        </section>
      </div>
      {maxBalance && regime && (
        <section id={MAX_BALANCE_ANCHOR} className="limits-section" aria-labelledby="limits-max-balance">
          <h2 id="limits-max-balance">{t('types.maxBalance')}</h2>
          <p>{t('maxBalance.description')}</p>
          <MaxBalanceContact store={store} regime={regime} />
          <LimitEditor store={store} type="maxBalance" />
        </section>
      )}
    </PageLayout>
  );
});

export default LimitsPage;
