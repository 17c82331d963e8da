import type { FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import type { DepositContext } from './deposit-context';
import type { DepositExtras } from './deposit-extras';
import { DepositContractNotice } from './deposit-contract-notice';
import { DepositNotices } from './deposit-notices';
import { FeeConfirmation, Finish, LoadFailed, NoMethods, Success, Waiting, WaitingTimedOut } from './deposit-outcome-screens';
import { DepositReactionPanel } from './deposit-reaction-panel';
import { DepositStoredDetails } from './deposit-stored-details';
import { DepositSummaryScreen } from './deposit-summary-screen';
import { DerivedMethodFields } from './derived-method-fields';
import { MethodChooser } from './method-chooser';
import { OneClickSheet } from './one-click-sheet';
import { PaymentFrame } from './payment-frame';
import { RedirectToProvider } from './redirect-to-provider';
import { ThreeDSecureFrame } from './three-d-secure-frame';

/** The deposit flow's screens by the names flows/deposit.flow.json uses. */
export const depositScreens: FlowScreenRegistry<DepositContext, DepositExtras> = {
  notices: DepositNotices,
  contract: DepositContractNotice,
  reaction: DepositReactionPanel,
  methodChooser: MethodChooser,
  storedDetails: DepositStoredDetails,
  derivedFields: DerivedMethodFields,
  summary: DepositSummaryScreen,
  noMethods: NoMethods,
  loadFailed: LoadFailed,
  feeConfirmation: FeeConfirmation,
  redirect: RedirectToProvider,
  paymentFrame: PaymentFrame,
  waiting: Waiting,
  waitingTimedOut: WaitingTimedOut,
  finish: Finish,
  success: Success,
  threeDSecure: ThreeDSecureFrame,
  oneClickSheet: OneClickSheet,
};
