import { observer } from 'mobx-react-lite';
import flowJson from '../../../flows/payment-details-validation.flow.json';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { paymentDetailsValidationImplementations } from './payment-details-validation-implementations';
import { paymentDetailsValidationScreens } from './payment-details-validation-screens';
import './cashier.css';

interface PaymentDetailsValidationModalProps {
  close: () => void;
  store: RootStore;
}

/**
 * ?modal=payment-details-validation (spec 2 §1, §8: withdrawal error 259): a stored payment detail
 * blocked by document is validated with a document (flows/payment-details-validation.flow.json)
 * over the withdrawal page, which stays as the player left it; closing returns to it.
 */
const PaymentDetailsValidationModal = observer(function PaymentDetailsValidationModal({ close, store }: PaymentDetailsValidationModalProps) {
  return (
    <FlowHost
      flow={flowJson}
      implementations={() => paymentDetailsValidationImplementations({ api: store.api, close, changed: () => store.api.clearCache?.(['withdrawalDetails', 'depositDetails', 'paymentDetails']) })}
      screens={paymentDetailsValidationScreens}
      extras={undefined}
      store={store}
      className="cashier payment-details-validation"
    />
  );
});

export default PaymentDetailsValidationModal;
