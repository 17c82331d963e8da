import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import flowJson from '../../../flows/verification-contact.flow.json';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { useLanguagePath } from '../../ui/use-language-path';
import { isContactChannel } from './choose-contact-channel';
import { verificationContactImplementations } from './verification-contact-implementations';
import { verificationContactScreens } from './verification-contact-screens';

interface VerificationModalProps {
  close: () => void;
  store: RootStore;
}

/** ?modal=verification (spec 1 §2): phone and e-mail verification; `&channel=phoneNumber|email` picks the channel. */
const VerificationModal = observer(function VerificationModal({ close, store }: VerificationModalProps) {
  const [params] = useSearchParams();
  const at = useLanguagePath();
  const channel = params.get('channel');
  const onDone = useCallback(() => {
    // the banner and a waiting game-after-login read the player's verified flags
    void store.player.loadDetails();
    close();
  }, [store, close]);
  return (
    <FlowHost
      flow={flowJson}
      implementations={() => verificationContactImplementations({ api: store.api })}
      screens={verificationContactScreens}
      extras={{ onDone, supportPath: at('/support') }}
      store={store}
      input={{ preferred: isContactChannel(channel) ? channel : null }}
      className="verification-contact"
    />
  );
});

export default VerificationModal;
