import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import flowJson from '../../../flows/verification-automatic.flow.json';
import { createFrameSlot } from '../../bridge/frame-slot';
import { providerOrigins } from '../../bridge/provider-origins';
import type { RootStore } from '../../stores/root-store';
import { refreshAccountValidation } from '../../ui/account-validation/refresh-account-validation';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { automaticVerificationImplementations } from './automatic-verification-implementations';
import { automaticVerificationScreens, type AutomaticExtras } from './automatic-verification-screens';

interface AutomaticVerificationViewProps extends Omit<AutomaticExtras, 'frame'> {
  store: RootStore;
}

/** Identity verification with an automatic provider (spec 1 §4 "Account validation"), run by the generic flow host. */
export const AutomaticVerificationView = observer(function AutomaticVerificationView({ store, ...rest }: AutomaticVerificationViewProps) {
  const frame = useMemo(() => createFrameSlot(), []);
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
          messageTarget: window,
          refresh: (signal) => refreshAccountValidation({ api: store.api, reloadDetails: () => store.player.loadDetails(), signal }),
        })
      }
      screens={automaticVerificationScreens}
      extras={{ ...rest, frame }}
      store={store}
      className="verification-idenfy"
    />
  );
});
