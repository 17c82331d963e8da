import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../catalogues/format-money';
import type { RootStore } from '../../stores/root-store';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import { AccountSubMenu } from '../../ui/account-menu/account-sub-menu';
import './account.css';

/** One term and its value; each pair in its own div so the list stays valid with optional entries. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="account__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The wallet parts spec 3 §3 names, in the order a player reads them; zero parts are left out. */
const WALLET_PARTS = ['cash', 'promo', 'bettingBonus', 'cashBack', 'freeMoney', 'savingCash', 'cashReserve', 'bonusDeduction'] as const;

/**
 * /my/profile-account (logged in): the account at a glance — user id, login name, nickname,
 * e-mail and phone with their verification state, identity verification, the wallet parts in the
 * money format, free spins and status points — with links to change what can be changed.
 */
const ProfileAccountPage = observer(function ProfileAccountPage({ store }: { store: RootStore }) {
  const { t } = useTranslation('account');
  const at = useLanguagePath();
  useEffect(() => {
    void store.player.loadDetails();
    void store.wallet.load();
  }, [store]);
  const details = store.player.details;
  const wallet = store.wallet.wallet;
  const verifiedText = (verified: boolean | undefined) => t(verified === true ? 'overview.verified' : 'overview.notVerified');
  return (
    <PageLayout id="profile-account" title={t('overview.title')}>
      <AccountSubMenu />
      {details === null ? (
        <p role="status" aria-busy="true">
          {t('loading')}
        </p>
      ) : (
        <>
          <h2>{t('overview.account')}</h2>
          <dl className="account__facts">
            <Fact term={t('overview.userId')}>{details.publicUserId}</Fact>
            <Fact term={t('overview.userName')}>{details.userName}</Fact>
            <Fact term={t('overview.nickName')}>{details.nickName}</Fact>
            <Fact term={t('overview.email')}>
              {details.email} <span className="account__badge">{verifiedText(details.emailVerified)}</span>
            </Fact>
            <Fact term={t('overview.phone')}>
              {details.phoneNumber === '' ? t('overview.none') : details.phoneNumber}{' '}
              {details.phoneNumber === '' ? null : <span className="account__badge">{verifiedText(details.phoneVerified)}</span>}
            </Fact>
            <Fact term={t('overview.identity')}>
              {verifiedText(details.verified)}
              {details.verified === true ? null : (
                <>
                  {' '}
                  <Link to={at('/my/verification')}>{t('overview.verify')}</Link>
                </>
              )}
            </Fact>
            <Fact term={t('overview.currency')}>{details.currency}</Fact>
          </dl>
          <p>
            <Link to={at('/my/profile')}>{t('overview.editProfile')}</Link>
          </p>
        </>
      )}
      {wallet === null ? null : (
        <>
          <h2>{t('overview.wallet')}</h2>
          <dl className="account__facts">
            <Fact term={t('overview.balance')}>
              <strong>{formatMoney(wallet.balance, wallet.currency)}</strong>
            </Fact>
            {WALLET_PARTS.filter((part) => wallet[part] !== '0.00').map((part) => (
              <Fact key={part} term={t(`overview.walletParts.${part}`)}>
                {formatMoney(wallet[part], wallet.currency)}
              </Fact>
            ))}
            <Fact term={t('overview.freeSpins')}>{wallet.freeSpins}</Fact>
            <Fact term={t('overview.statusPoints')}>{wallet.statusPoints}</Fact>
          </dl>
        </>
      )}
    </PageLayout>
  );
});

export default ProfileAccountPage;
