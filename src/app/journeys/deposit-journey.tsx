import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PayAndPlayCountryWarning } from '../../features/cashier/pay-and-play-country-warning';
import { payAndPlayVisitorAccess } from '../../features/cashier/pay-and-play-visitor-access';
import { DepositLimitsGate } from '../../features/limits/deposit-limits-gate';
import type { RootStore } from '../../stores/root-store';
import { AuthorizationRequiredPage } from '../pages/authorization-required-page';

const DepositPage = lazy(() => import('../../features/cashier/deposit-page'));

/**
 * /payment/deposit: the cashier's deposit page behind the Swedish limits-before-deposit gate
 * (spec 2 §6) — the limits feature decides, the cashier page stays as it is. A visitor (spec 2
 * §1, §5, §6) gets the pay-and-play deposit where the settings allow it for their country, the
 * pay-and-play country warning (with the login) where the market offers it to other countries
 * only, else the authorization-required page. A visitor's deposit stays on screen when its login
 * code logs them in (the same element, no limits gate until the next visit of the page).
 */
const DepositJourney = observer(function DepositJourney({ store }: { store: RootStore }) {
  const { t } = useTranslation('limits');
  const location = useLocation();
  // the visit of the page (location.key) on which a visitor's deposit started
  const visitorVisit = useRef<string | null>(null);
  const loading = <p role="status">{t('beforeDeposit.loadingDeposit')}</p>;
  if (!store.session.loggedIn) {
    const access = payAndPlayVisitorAccess(store.settings.feValue('payAndPlay'), store.boot.country);
    if (access.kind === 'logIn') return <AuthorizationRequiredPage />;
    if (access.kind === 'countryNotAllowed') return <AuthorizationRequiredPage notice={<PayAndPlayCountryWarning allowedCountries={access.allowedCountries} />} />;
    visitorVisit.current = location.key;
  }
  if (visitorVisit.current === location.key) {
    return (
      <Suspense fallback={loading}>
        <DepositPage store={store} visitor />
      </Suspense>
    );
  }
  return (
    <DepositLimitsGate store={store}>
      <Suspense fallback={loading}>
        <DepositPage store={store} />
      </Suspense>
    </DepositLimitsGate>
  );
});

export default DepositJourney;
