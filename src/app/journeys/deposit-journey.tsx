import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositLimitsGate } from '../../features/limits/deposit-limits-gate';
import type { RootStore } from '../../stores/root-store';

const DepositPage = lazy(() => import('../../features/cashier/deposit-page'));

/**
 * /payment/deposit: the cashier's deposit page behind the Swedish limits-before-deposit gate
 * (spec 2 §6) — the limits feature decides, the cashier page stays as it is.
 */
export default function DepositJourney({ store }: { store: RootStore }) {
  const { t } = useTranslation('limits');
  return (
    <DepositLimitsGate store={store}>
      <Suspense fallback={<p role="status">{t('beforeDeposit.loadingDeposit')}</p>}>
        <DepositPage store={store} />
      </Suspense>
    </DepositLimitsGate>
  );
}
