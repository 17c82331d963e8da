import { observer } from 'mobx-react-lite';
import flowJson from '../../../flows/withdrawal-iban-verification.flow.json';
import { useState } from 'react';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { ibanVerificationImplementations } from './iban-verification-implementations';
import { ibanVerificationScreens } from './iban-verification-screens';
import { typedIbanHandoff } from './typed-iban-handoff';
import './cashier.css';

interface IbanVerificationModalProps {
  close: () => void;
  store: RootStore;
}

/**
 * ?modal=iban-verification (spec 2 §8, withdrawal error 284): the three-step IBAN verification
 * (flows/withdrawal-iban-verification.flow.json) over the withdrawal page, which stays as the
 * player left it; closing returns to it. Each step that moves the check on clears the cached
 * withdrawal details, whose ibanVerificationStatus it changes.
 */
const IbanVerificationModal = observer(function IbanVerificationModal({ close, store }: IbanVerificationModalProps) {
  // the IBAN the withdrawal was typed with, if any: the check form starts with it
  const [typedIban] = useState(() => typedIbanHandoff.take());
  return (
    <FlowHost
      flow={flowJson}
      input={typedIban === null ? undefined : { data: { ibanNumber: typedIban } }}
      implementations={() => ibanVerificationImplementations({ api: store.api, close, changed: () => store.api.clearCache?.(['withdrawalDetails']) })}
      screens={ibanVerificationScreens}
      extras={undefined}
      store={store}
      className="cashier iban-verification"
    />
  );
});

export default IbanVerificationModal;
