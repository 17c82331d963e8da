import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AnyActorLogic } from 'xstate';
import flowJson from '../../../flows/verification-identity.flow.json';
import type { IdentificationMethod, IdentificationResult } from '../../api/endpoints';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import type { ChildFlowViews } from '../../ui/flow-host/flow-step-view';
import { verificationIdentityImplementations } from './verification-identity-implementations';
import { verificationIdentityScreens, type VerificationIdentityExtras } from './verification-identity-screens';

interface VerificationIdentityViewProps extends Omit<VerificationIdentityExtras, 'method'> {
  store: RootStore;
  method: IdentificationMethod;
  /** the identification widget's flow and how to show its steps (the app composes them from the identification feature) */
  identification: AnyActorLogic;
  identificationViews: ChildFlowViews;
  /** a redirect method's return to the page, resolved before anything else (the app composes it from the identification feature) */
  resolveProviderReturn?: ((signal: AbortSignal) => Promise<IdentificationResult>) | null;
}

/** Identity verification with a provider identification (spec 1 §4 "Smart/Mobile ID verification"). */
export const VerificationIdentityView = observer(function VerificationIdentityView(props: VerificationIdentityViewProps) {
  const { store, method, identification, identificationViews, resolveProviderReturn, renderDetails, onBack, continuePath, documentsPath, supportPath } = props;
  const { t } = useTranslation();
  return (
    <FlowHost
      flow={flowJson}
      implementations={() =>
        verificationIdentityImplementations({
          method,
          identification,
          api: store.api,
          session: store.session,
          refreshPlayer: () => void store.player.loadDetails(),
          resolveProviderReturn,
        })
      }
      screens={verificationIdentityScreens}
      extras={{ method, renderDetails, onBack, continuePath, documentsPath, supportPath }}
      store={store}
      labelValues={{ method: t(`verification:methods.${method}`) }}
      childFlows={identificationViews}
      className="verification-identity"
    />
  );
});
