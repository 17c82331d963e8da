import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import flowJson from '../../../flows/verification-automatic.flow.json';
import { createFrameSlot } from '../../bridge/frame-slot';
import { createIgnoredMessageLog } from '../../bridge/ignored-message-log';
import { createProviderWindow } from '../../bridge/provider-window';
import { providerOrigins } from '../../bridge/provider-origins';
import type { RootStore } from '../../stores/root-store';
import { refreshAccountValidation } from '../../ui/account-validation/refresh-account-validation';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { automaticDisplayOf, automaticVerificationImplementations } from './automatic-verification-implementations';
import { automaticVerificationScreens, type AutomaticExtras } from './automatic-verification-screens';

interface AutomaticVerificationViewProps extends Omit<AutomaticExtras, 'frame' | 'providerWindow' | 'windowLog'> {
  store: RootStore;
}

/** Identity verification with an automatic provider (spec 1 §4 "Account validation"), run by the generic flow host. */
export const AutomaticVerificationView = observer(function AutomaticVerificationView({ store, ...rest }: AutomaticVerificationViewProps) {
  const frame = useMemo(() => createFrameSlot(), []);
  const windowLog = useMemo(() => createIgnoredMessageLog(), []);
  // one named popup, 75% of a wide screen (spec 1 §4), re-used by "Open the window"
  const providerWindow = useMemo(
    () => createProviderWindow({ open: (url, target, features) => window.open(url, target, features), screen: window.screen }, 'verification-provider'),
    [],
  );
  return (
    <FlowHost
      flow={flowJson}
      implementations={() =>
        automaticVerificationImplementations({
          api: store.api,
          provider: rest.provider,
          providerOrigins: providerOrigins(),
          appOrigin: window.location.origin,
          providerFrame: frame.window,
          display: automaticDisplayOf(rest.provider, store.settings.feValue('verification.providerWindows')),
          providerWindow,
          // the frame element or the popup's status line, whichever is on screen, lists what was ignored
          onIgnored: (reason) => {
            frame.noteIgnored?.(reason);
            windowLog.note(reason);
          },
          messageTarget: window,
          refresh: (signal) => refreshAccountValidation({ api: store.api, reloadDetails: () => store.player.loadDetails(), signal }),
        })
      }
      screens={automaticVerificationScreens}
      extras={{ ...rest, frame, providerWindow, windowLog }}
      store={store}
      className="verification-idenfy"
    />
  );
});
