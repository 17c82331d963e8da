import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import flowJson from '../../../flows/verification-idenfy.flow.json';
import { createFrameSlot } from '../../bridge/frame-slot';
import { providerOrigins } from '../../bridge/provider-origins';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { idenfyImplementations } from './idenfy-implementations';
import { idenfyScreens, type IdenfyExtras } from './idenfy-screens';
import { rememberIdenfySuccess } from './idenfy-success';
import { backEndFlag } from './verification-back-end-flags';

interface IdenfyVerificationViewProps extends Omit<IdenfyExtras, 'frame'> {
  store: RootStore;
}

/** Identity verification in the iDenfy frame (spec 1 §2, §4 "Identity frame"), run by the generic flow host. */
export const IdenfyVerificationView = observer(function IdenfyVerificationView({ store, ...rest }: IdenfyVerificationViewProps) {
  const frame = useMemo(() => createFrameSlot(), []);
  return (
    <FlowHost
      flow={flowJson}
      implementations={() =>
        idenfyImplementations({
          api: store.api,
          providerOrigins: providerOrigins(),
          providerFrame: frame.window,
          messageTarget: window,
          returnOrigin: window.location.origin,
          addressCardVerification: () => backEndFlag(store.settings.be, 'addressCardVerificationEnabled'),
          refreshPlayer: () => void store.player.loadDetails(),
          rememberSuccess: () => rememberIdenfySuccess(window.sessionStorage),
          // the frame element lists why each message was dropped (src/bridge/ignored-message-log.ts)
          onIgnored: (reason) => frame.noteIgnored?.(reason),
        })
      }
      screens={idenfyScreens}
      extras={{ ...rest, frame }}
      store={store}
      className="verification-idenfy"
    />
  );
});
