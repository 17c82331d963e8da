import { observer } from 'mobx-react-lite';
import flowJson from '../../../flows/contract-signing.flow.json';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { contractSigningImplementations } from './contract-signing-implementations';
import { contractSigningScreens } from './contract-signing-screens';
import './cashier.css';

interface ContractSigningModalProps {
  close: () => void;
  store: RootStore;
}

/**
 * ?modal=contract-signing (spec 2 §2, §3, §6): the contract of a method with depositAgreement
 * (flows/contract-signing.flow.json) over the deposit page, which stays as the player left it;
 * closing returns to the deposit, which asks the contract status again.
 */
const ContractSigningModal = observer(function ContractSigningModal({ close, store }: ContractSigningModalProps) {
  return (
    <FlowHost
      flow={flowJson}
      implementations={() => contractSigningImplementations({ api: store.api, close })}
      screens={contractSigningScreens}
      extras={undefined}
      store={store}
      className="cashier contract-signing"
    />
  );
});

export default ContractSigningModal;
