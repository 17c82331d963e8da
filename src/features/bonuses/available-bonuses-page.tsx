import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AvailableBonusesData } from '../../api/endpoints';
import type { RootStore } from '../../stores/root-store';
import { useAccountData } from '../../ui/account-data/use-account-data';
import { AccountSubMenu } from '../../ui/account-menu/account-sub-menu';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import './bonuses.css';
import { campaignDepositPath } from './campaign-deposit-path';
import { CampaignList } from './campaign-list';
import { PromotionCard } from './promotion-card';
import { useKeyedAction } from '../../ui/use-keyed-action';

/**
 * /my/available-bonuses (spec 3 §2 popover link, issue 16 §4): the bonuses the player can get now,
 * as promotion cards with until when. A bonus claimed at once has Claim (a creating call; 400–405
 * on the card); it then is a current bonus, and the wallet and the balance button's count reload.
 * A deposit bonus links to the deposit with the bonus preselected (spec 2 §2 `?campaignId=`).
 */
export default function AvailableBonusesPage({ store }: { store: RootStore }) {
  const { t, i18n } = useTranslation('bonuses');
  const at = useLanguagePath();
  const { state, retry } = useAccountData<AvailableBonusesData>((signal) => store.api.call('availableBonuses', undefined, { signal }));
  const [list, setList] = useState<AvailableBonusesData | null>(null);
  const [claimed, setClaimed] = useState<string | null>(null);
  const data = list ?? (state.status === 'loaded' ? state.data : null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const claim = useKeyedAction(
    (bonusId: string, idempotencyKey) => store.api.call('claimBonus', { bonusId }, { idempotencyKey }),
    (bonusId, next) => {
      setClaimed(data?.bonuses.find((bonus) => bonus.bonusId === bonusId)?.campaign.title ?? null);
      setList(next);
      void store.wallet.load();
      void store.player.loadDetails();
    },
  );

  return (
    <PageLayout id="available-bonuses" title={t('available.title')}>
      <AccountSubMenu />
      <CampaignList
        state={state}
        onRetry={retry}
        data={data}
        items={data?.bonuses ?? []}
        empty={t('available.none')}
        done={
          claimed && (
            <>
              {t('available.claimed', { title: claimed })} <Link to={at('/my/current-bonuses')}>{t('available.seeCurrent')}</Link>
            </>
          )
        }
        renderItem={(bonus) => {
          const { title } = bonus.campaign;
          return (
            <PromotionCard
              key={bonus.bonusId}
              promotion={bonus.campaign}
              note={<p className="promotion__condition">{t('available.until', { date: date.format(new Date(bonus.expiresAt)) })}</p>}
              error={claim.errorOf(bonus.bonusId)}
              footer={
                bonus.how === 'claim' ? (
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={data?.coolOff !== null || claim.busy !== null}
                    aria-busy={claim.busy === bonus.bonusId}
                    aria-label={t('available.claimNamed', { title })}
                    onClick={() => void claim.act(bonus.bonusId)}
                  >
                    {t('available.claim')}
                  </button>
                ) : (
                  <Link className="button button--primary" to={at(campaignDepositPath(bonus.campaign.campaignId))} aria-label={t('available.depositNamed', { title })}>
                    {t('available.deposit')}
                  </Link>
                )
              }
            />
          );
        }}
      />
    </PageLayout>
  );
}
