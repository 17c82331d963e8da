import { observer } from 'mobx-react-lite';
import type { FlowScreenProps } from '../../ui/flow-host/flow-screen';
import { StoredDetailChoice, type StoredDetailTexts } from './stored-detail-choice';
import type { WithdrawalContext } from './withdrawal-context';
import type { WithdrawalExtras } from './withdrawal-extras';

/** The withdrawal's words for the choice: payout accounts (spec 2 §8 "Stored detail blocked messages"). */
const PAYOUT_TEXTS: StoredDetailTexts = {
  legend: 'withdrawal.storedPayout',
  newDetail: 'withdrawal.newAccount',
  blockedByDocument: 'withdrawal.storedLimitReached',
  blockedContact: 'withdrawal.storedBlocked',
};

/**
 * The stored payment details of the payout method (spec 2 §2, §3, §4, §8), the deposit's choice:
 * the method's stored accounts and "a new account" (the method's fields). A detail blocked by a
 * document is at its limit until validated ("Validate it" → payment-details validation over the
 * withdrawal); a manually or verified-blocked one asks the player to contact support. A blocked
 * detail cannot be chosen; a choice goes to the flow with what the player typed so far.
 */
export const WithdrawalStoredPayout = observer(function WithdrawalStoredPayout({ send, extras, meta }: FlowScreenProps<WithdrawalContext, WithdrawalExtras>) {
  const { withdrawal, at } = extras;
  return (
    <StoredDetailChoice
      id="withdrawal-stored"
      details={withdrawal.stored}
      chosen={withdrawal.storedReference}
      busy={meta.busy === true}
      validateTo={`${at('/payment/withdrawal')}?modal=payment-details-validation`}
      texts={PAYOUT_TEXTS}
      onChoose={(reference) => send({ type: 'CHOOSE_STORED', reference, data: withdrawal.typed })}
    />
  );
});
