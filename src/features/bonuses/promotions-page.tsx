import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { PromotionsData } from '../../api/endpoints';
import { appliedCountry } from '../../engine/applied-country';
import { isCountryHiddenPath } from '../../engine/visibility/country-hidden-paths';
import { languageFromPath } from '../../i18n/language-from-path';
import type { RootStore } from '../../stores/root-store';
import { useAccountData } from '../../ui/account-data/use-account-data';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import './bonuses.css';
import { campaignDepositPath } from './campaign-deposit-path';
import { CampaignList } from './campaign-list';
import { PromotionCard } from './promotion-card';
import { useKeyedAction } from '../../ui/use-keyed-action';

/**
 * /promotions (visitors and players) and /my/campaigns/promotions (spec 3 §2, issue 16 §4): the
 * campaigns as promotion cards, each with Deposit (to /payment/deposit?campaignId=, which preselects
 * the campaign) and, where the campaign needs it, Opt in (a creating call; refusals 400–405 on the
 * card) — the main action until the player has opted in, then Deposit is. A visitor is asked to log in to
 * opt in. During a cool-off nothing can be joined. Under Swedish rules the page is not offered.
 */
const PromotionsPage = observer(function PromotionsPage({ store }: { store: RootStore }) {
  const { t } = useTranslation('bonuses');
  const { pathname } = useLocation();
  const bare = languageFromPath(pathname).path;
  const rules = appliedCountry(store.settings.feValue('market'), store.session.loggedIn ? store.player.details?.appliedCountryRules : undefined);
  if (isCountryHiddenPath(bare, rules)) {
    return (
      <PageLayout id="promotions" title={t('promotions.title')}>
        <p>{t('promotions.notOffered')}</p>
      </PageLayout>
    );
  }
  return <PromotionList store={store} loggedIn={store.session.loggedIn} />;
});

export default PromotionsPage;

function PromotionList({ store, loggedIn }: { store: RootStore; loggedIn: boolean }) {
  const { t } = useTranslation('bonuses');
  const at = useLanguagePath();
  const { pathname, search } = useLocation();
  // the list differs for a player (opt-ins, cool-off, currency): logging in loads it again
  const { state, retry } = useAccountData<PromotionsData>((signal) => store.api.call('promotions', undefined, { signal }), loggedIn ? 'player' : 'visitor');
  const [list, setList] = useState<PromotionsData | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const data = list ?? (state.status === 'loaded' ? state.data : null);
  const optIn = useKeyedAction(
    (campaignId: number, idempotencyKey) => store.api.call('optInPromotion', { campaignId }, { idempotencyKey }),
    (campaignId, next) => {
      setList(next);
      setJoined(next.promotions.find((promotion) => promotion.campaignId === campaignId)?.title ?? null);
    },
  );
  const back = `${languageFromPath(pathname).path}${search}`;
  const loginPath = `${at('/login')}?${new URLSearchParams({ 'page-after-login': back }).toString()}`;

  return (
    <PageLayout id="promotions" title={t('promotions.title')}>
      <CampaignList
        state={state}
        onRetry={retry}
        data={data}
        items={data?.promotions ?? []}
        empty={t('promotions.none')}
        done={joined && t('promotions.joined', { title: joined })}
        renderItem={(promotion) => {
          // until the player has opted in, joining is the card's main action; then (or without an opt-in) the deposit is
          const joining = promotion.optIn && !promotion.optedIn;
          return (
            <PromotionCard
              key={promotion.campaignId}
              promotion={promotion}
              error={optIn.errorOf(promotion.campaignId)}
              footer={
                <>
                  {promotion.optIn &&
                    (promotion.optedIn ? (
                      <p className="bonuses__joined">{t('promotions.optedIn')}</p>
                    ) : !loggedIn ? (
                      <Link className="button button--primary" to={loginPath} reloadDocument aria-label={t('promotions.loginToOptInNamed', { title: promotion.title })}>
                        {t('promotions.loginToOptIn')}
                      </Link>
                    ) : (
                      <button
                        type="button"
                        className="button button--primary"
                        disabled={data?.coolOff !== null || optIn.busy !== null}
                        aria-busy={optIn.busy === promotion.campaignId}
                        aria-label={t('promotions.optInNamed', { title: promotion.title })}
                        onClick={() => void optIn.act(promotion.campaignId)}
                      >
                        {t('promotions.optIn')}
                      </button>
                    ))}
                  <Link
                    className={`button ${joining ? 'button--secondary' : 'button--primary'}`}
                    to={at(campaignDepositPath(promotion.campaignId))}
                    aria-label={t('promotions.depositNamed', { title: promotion.title })}
                  >
                    {t('promotions.deposit')}
                  </Link>
                </>
              }
            />
          );
        }}
      />
    </PageLayout>
  );
}
