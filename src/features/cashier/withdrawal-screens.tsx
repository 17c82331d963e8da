import type { FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { WithdrawalBalance } from './withdrawal-balance';
import { NoMethods } from './deposit-outcome-screens';
import { derivedFieldsScreen } from './derived-method-fields';
import { WithdrawalFeeConfirmation, WithdrawalLoadFailed, WithdrawalPassword, WithdrawalRevokeConfirmation } from './withdrawal-confirmations';
import type { WithdrawalContext } from './withdrawal-context';
import type { WithdrawalExtras } from './withdrawal-extras';
import { WithdrawalFrame } from './withdrawal-frame';
import { WithdrawalMethodChooser } from './withdrawal-method-chooser';
import { WithdrawalNotices } from './withdrawal-notices';
import { WithdrawalReactionPanel } from './withdrawal-reaction-panel';
import { WithdrawalStoredPayout } from './withdrawal-stored-payout';
import { WithdrawalProcessingTime, WithdrawalSummary } from './withdrawal-summary';

/** The withdrawal flow's screens by the names flows/withdrawal.flow.json uses. */
export const withdrawalScreens: FlowScreenRegistry<WithdrawalContext, WithdrawalExtras> = {
  notices: WithdrawalNotices,
  reaction: WithdrawalReactionPanel,
  balance: WithdrawalBalance,
  methodChooser: WithdrawalMethodChooser,
  storedPayout: WithdrawalStoredPayout,
  derivedFields: derivedFieldsScreen<WithdrawalContext, WithdrawalExtras>((extras) => extras.withdrawal),
  summary: WithdrawalSummary,
  processingTime: WithdrawalProcessingTime,
  noMethods: NoMethods,
  loadFailed: WithdrawalLoadFailed,
  feeConfirmation: WithdrawalFeeConfirmation,
  revokeConfirmation: WithdrawalRevokeConfirmation,
  password: WithdrawalPassword,
  redirectFrame: WithdrawalFrame,
};
