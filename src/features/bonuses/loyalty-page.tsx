import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LoyaltyData } from '../../api/endpoints';
import type { RootStore } from '../../stores/root-store';
import { AccountDataStatus } from '../../ui/account-data/account-data-status';
import { useAccountData } from '../../ui/account-data/use-account-data';
import { AccountSubMenu } from '../../ui/account-menu/account-sub-menu';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import './bonuses.css';
import { nextTierOf } from './next-tier-of';

/**
 * /my/campaigns/loyalty (spec 3 §2 popover link, §3 "a loyalty tier" and statusPoints; issue 16 §4): the tier
 * reached, the status points, how many points the next tier needs, and the ladder with the current tier marked.
 */
export default function LoyaltyPage({ store }: { store: RootStore }) {
  const { t, i18n } = useTranslation('bonuses');
  const at = useLanguagePath();
  const { state, retry } = useAccountData<LoyaltyData>((signal) => store.api.call('loyalty', undefined, { signal }));
  const points = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  return (
    <PageLayout id="loyalty" title={t('loyalty.title')}>
      <AccountSubMenu />
      {state.status !== 'loaded' ? (
        <AccountDataStatus state={state} onRetry={retry} />
      ) : (
        <LoyaltyStatus data={state.data} format={(value) => points.format(value)} />
      )}
      <p>
        <Link to={at('/my/current-bonuses')}>{t('loyalty.currentBonuses')}</Link>
      </p>
    </PageLayout>
  );
}

function LoyaltyStatus({ data, format }: { data: LoyaltyData; format: (value: number) => string }) {
  const { t } = useTranslation('bonuses');
  const next = nextTierOf(data);
  return (
    <section className="bonuses__loyalty" aria-labelledby="loyalty-tier">
      <h2 id="loyalty-tier">{t('loyalty.tier', { tier: data.tier })}</h2>
      <p>{t('loyalty.points', { points: format(data.statusPoints) })}</p>
      <p>{next ? t('loyalty.next', { points: format(next.pointsLeft), tier: next.name }) : t('loyalty.top')}</p>
      <h3>{t('loyalty.ladder')}</h3>
      <ol className="bonuses__tiers">
        {data.tiers.map((tier) => (
          <li key={tier.name} aria-current={tier.name === data.tier ? 'step' : undefined}>
            {t('loyalty.tierFrom', { tier: tier.name, points: format(tier.minPoints) })}
            {tier.name === data.tier ? ` — ${t('loyalty.yourTier')}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
