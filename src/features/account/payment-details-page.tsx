import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PaymentDetailsData } from '../../api/endpoints';
import type { RootStore } from '../../stores/root-store';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import { AccountSubMenu } from '../../ui/account-menu/account-sub-menu';
import './account.css';
import { AccountDataStatus } from '../../ui/account-data/account-data-status';
import { useAccountData } from '../../ui/account-data/use-account-data';

/**
 * /my/payment-details (logged in): the stored cards and bank accounts (spec 2 §3) with their state —
 * usable, blocked until a document is checked (with the way to upload it), blocked by the operator,
 * or blocked after verification — and where to add a new one (a deposit stores it).
 */
export default function PaymentDetailsPage({ store }: { store: RootStore }) {
  const { t, i18n } = useTranslation('account');
  const at = useLanguagePath();
  const { state, retry } = useAccountData<PaymentDetailsData>((signal) => store.api.call('paymentDetails', undefined, { signal }));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <PageLayout id="payment-details" title={t('payment.title')}>
      <AccountSubMenu />
      <p>{t('payment.intro')}</p>
      {state.status !== 'loaded' ? (
        <AccountDataStatus state={state} onRetry={retry} />      ) : state.data.details.length === 0 ? (
        <p>
          {t('payment.empty')} <Link to={at('/payment/deposit')}>{t('payment.deposit')}</Link>
        </p>
      ) : (
        <ul className="account__cards">
          {state.data.details.map((detail) => (
            <li key={detail.storedDetailReference} className={`account__card account__card--${detail.blocked}`}>
              <p className="account__card-title">
                <span>{t(`payment.methods.${detail.method}`)}</span> <strong>{detail.description}</strong>
              </p>
              <p className="account__card-meta">{t('payment.addedAt', { date: date.format(new Date(detail.addedAt)) })}</p>
              <p className={detail.blocked === 'none' ? 'account__state' : 'account__state account__state--blocked'}>{t(`payment.states.${detail.blocked}`)}</p>
              {detail.blocked === 'byDocument' ? (
                <p>
                  <Link to={at('/my/documents')}>{t('payment.uploadDocument')}</Link>
                </p>
              ) : detail.blocked === 'manually' ? (
                <p>
                  <Link to={at('/contact-us')}>{t('payment.contactSupport')}</Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </PageLayout>
  );
}
