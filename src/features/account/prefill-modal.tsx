import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import flowJson from '../../../flows/profile-prefill.flow.json';
import type { PlatformSettings } from '../../engine/platform-settings';
import { isPrefillType } from '../../engine/prefill/prefill-config';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import './account.css';
import { prefillImplementations } from './prefill-implementations';
import { prefillScreens } from './prefill-screens';

interface PrefillModalProps {
  close: () => void;
  store: RootStore;
}

/**
 * ?modal=prefill&type=deposit|withdrawal|game|bingo (spec 3 §2): the profile data the type needs
 * and the player has not given yet, with the type's warning; an unknown type asks for a deposit's.
 * The cashier, the game launcher and bingo open it when their call says data is missing.
 */
const PrefillModal = observer(function PrefillModal({ close, store }: PrefillModalProps) {
  const [params] = useSearchParams();
  const type = params.get('type');
  return (
    <FlowHost
      flow={flowJson}
      implementations={() => prefillImplementations(store.api, () => ({ be: store.settings.be ?? {}, fe: store.settings.fe ?? {} }) as PlatformSettings)}
      screens={prefillScreens}
      extras={{ onDone: close }}
      store={store}
      input={{ prefillType: isPrefillType(type) ? type : 'deposit' }}
      className="account prefill"
    />
  );
});

export default PrefillModal;
