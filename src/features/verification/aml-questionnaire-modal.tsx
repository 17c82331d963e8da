import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import flowJson from '../../../flows/aml-questionnaire.flow.json';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { amlQuestionnaireImplementations } from './aml-questionnaire-implementations';
import { amlQuestionnaireScreens } from './aml-questionnaire-screens';

interface AmlQuestionnaireModalProps {
  close: () => void;
  store: RootStore;
}

/**
 * ?modal=aml-questionnaire (spec 1 §2): the 2-step AML questionnaire. `&from=withdrawal` is the
 * entry of withdrawal error 138 (the cashier links here): it starts at step 2 when citizenship,
 * address and city are already set.
 */
const AmlQuestionnaireModal = observer(function AmlQuestionnaireModal({ close, store }: AmlQuestionnaireModalProps) {
  const [params] = useSearchParams();
  return (
    <FlowHost
      flow={flowJson}
      implementations={(host) => amlQuestionnaireImplementations({ api: store.api, host })}
      screens={amlQuestionnaireScreens}
      extras={{ onDone: close }}
      store={store}
      input={{ openedFrom: params.get('from') === 'withdrawal' ? 'withdrawal' : null }}
      className="aml-questionnaire"
    />
  );
});

export default AmlQuestionnaireModal;
