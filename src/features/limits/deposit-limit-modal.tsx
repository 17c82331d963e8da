import { observer } from 'mobx-react-lite';
import flowJson from '../../../flows/limit-deposit-cumulative.flow.json';
import './limits.css';
import { depositLimitPopupsOf } from '../../engine/limits/deposit-limit-popups';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { depositLimitModalImplementations } from './deposit-limit-modal-implementations';
import { depositLimitModalScreens } from './deposit-limit-modal-screens';

interface DepositLimitModalProps {
  close: () => void;
  store: RootStore;
}

/**
 * ?modal=deposit-limit (spec 3 §2 "Deposit-limit form (cumulative)"): one deposit-limit period at
 * a time, daily by default, with the confirmation popups (high, biggestLimit1/2, lowLimit1/2);
 * once the limit is set its modal parameter is cleared.
 */
const DepositLimitModal = observer(function DepositLimitModal({ close, store }: DepositLimitModalProps) {
  return (
    <FlowHost
      flow={flowJson}
      implementations={() => depositLimitModalImplementations(store.api, close, depositLimitPopupsOf(store.settings.feValue('depositLimitConfirmations')).popups)}
      screens={depositLimitModalScreens}
      extras={undefined}
      store={store}
      className="deposit-limit"
    />
  );
});

export default DepositLimitModal;
