import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ContractStatus } from '../../api/endpoints/cashier';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import type { DepositContext } from './deposit-context';
import type { DepositExtras } from './deposit-extras';

/** The contract-signing modal over the deposit (spec 2 §2: it returns to the deposit afterwards). */
export const CONTRACT_MODAL = 'contract-signing';

/** spec 2 §4 Contract status: unverified a warning, pending info, approved success, rejected an error. */
const SEVERITY: Readonly<Record<ContractStatus, 'warning' | 'info' | 'success' | 'error'>> = {
  unverified: 'warning',
  pending: 'info',
  approved: 'success',
  rejected: 'error',
};

/**
 * The contract notice of a method that comes with a contract (spec 2 §3 depositAgreement, §4, §6):
 * the status as a notice of its severity, and the sign button (the contract-signing modal over this
 * page) hidden while the contract is pending or on error. When the modal closes the status is asked
 * again, so a signature shows at once.
 */
export const DepositContractNotice = observer(function DepositContractNotice({ extras, store }: FlowScreenProps<DepositContext, DepositExtras>) {
  const { t } = useTranslation('cashier');
  const { deposit, at } = extras;
  const [query] = useSearchParams();
  const modal = query.get('modal');
  const previous = useRef(modal);
  useEffect(() => {
    const closed = previous.current === CONTRACT_MODAL && modal !== CONTRACT_MODAL;
    previous.current = modal;
    if (!closed) return undefined;
    const controller = new AbortController();
    void store.api.call('contractStatus', undefined, { signal: controller.signal }).then((answer) => {
      if (answer.ok) deposit.setContract(answer.data.cardStatus);
    });
    return () => controller.abort();
  }, [modal, store, deposit]);

  const method = deposit.method;
  const status = deposit.contract;
  if (!method || !(method.depositAgreement || method.depositAgreementRequired) || status === null) return null;
  const severity = SEVERITY[status];
  // spec 2 §4: the sign button is hidden while pending or on error; an approved contract can be read again
  const signable = status === 'unverified' || status === 'approved';
  return (
    <div className={`notice notice--${severity} cashier-contract`} role={severity === 'error' || (status === 'unverified' && method.depositAgreementRequired) ? 'alert' : 'status'}>
      <p>{t(`contract.status.${status}`)}</p>
      {signable && (
        <p>
          <Link className="button button--secondary" to={`${at('/payment/deposit')}?modal=${CONTRACT_MODAL}`}>
            {t(status === 'approved' ? 'contract.view' : 'contract.sign')}
          </Link>
        </p>
      )}
    </div>
  );
});
