import { observer } from 'mobx-react-lite';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import type { DepositContext } from './deposit-context';
import type { DepositExtras } from './deposit-extras';
import { StoredDetailChoice } from './stored-detail-choice';

/**
 * The deposit's stored payment details selector (spec 2 §2): a choice goes to the flow with what
 * the player typed so far; the form then asks only what a stored card still needs (its CVC).
 */
export const DepositStoredDetails = observer(function DepositStoredDetails({ send, extras, meta }: FlowScreenProps<DepositContext, DepositExtras>) {
  const { deposit, at } = extras;
  return (
    <StoredDetailChoice
      id="deposit-stored"
      details={deposit.stored}
      chosen={deposit.storedReference}
      busy={meta.busy === true}
      validateTo={`${at('/payment/deposit')}?modal=payment-details-validation`}
      onChoose={(reference) => send({ type: 'CHOOSE_STORED', reference, data: deposit.typed })}
    />
  );
});
