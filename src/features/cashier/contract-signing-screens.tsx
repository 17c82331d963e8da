import { useTranslation } from 'react-i18next';
import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { loadFailedScreen } from '../../ui/flow-host/load-failed-screen';
import type { ContractSigningContext } from './contract-signing-implementations';
import { useBackToCashierLabel } from './use-back-to-cashier-label';

type Props = FlowScreenProps<ContractSigningContext, undefined>;

/** The contract the player signs: its terms, as text (translated, no markup from elsewhere). */
function ContractText() {
  const { t } = useTranslation('cashier');
  const terms = ['terms1', 'terms2', 'terms3'] as const;
  return (
    <section className="cashier-contract__text" aria-labelledby="contract-text-title">
      <h2 id="contract-text-title">{t('contract.textTitle')}</h2>
      <ol>
        {terms.map((term) => (
          <li key={term}>{t(`contract.${term}`)}</li>
        ))}
      </ol>
    </section>
  );
}

/** Where the contract stands after signing (or when the modal opened on a signed one), with the way back. */
function Status({ context, send }: Props) {
  const { t } = useTranslation('cashier');
  const back = useBackToCashierLabel();
  const status = context.cardStatus ?? 'pending';
  return (
    <section className="cashier-outcome" aria-labelledby="contract-status-title">
      <h2 id="contract-status-title">{t(`contract.statusTitle.${status}`)}</h2>
      <p role="status">{t(`contract.status.${status}`)}</p>
      {status === 'approved' && <ContractText />}
      <button type="button" className="button button--primary" onClick={() => send({ type: 'CLOSE' })}>
        {t(back)}
      </button>
    </section>
  );
}

/** The contract-signing flow's screens by the names flows/contract-signing.flow.json uses. */
export const contractSigningScreens: FlowScreenRegistry<ContractSigningContext, undefined> = {
  contractText: ContractText,
  status: Status,
  loadFailed: loadFailedScreen({ message: 'cashier:contract.loadFailed', retry: 'cashier:deposit.retry' }),
};
