import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import flowJson from '../../../flows/third-party-registration.flow.json';
import type { IdentificationMethod } from '../../api/endpoints/identification';
import type { ExternalData } from '../../stores/external-data-store';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { identificationScreens } from './identification-screens';
import type { IdentificationMethodDescriptor } from './identification-methods';
import { thirdPartyRegistrationImplementations } from './third-party-registration-implementations';
import { thirdPartyRegistrationScreens, type ThirdPartyRegistrationExtras } from './third-party-registration-screens';
import { useIdentificationLogic } from './use-identification-logic';

interface ThirdPartyRegistrationViewProps extends Omit<ThirdPartyRegistrationExtras, 'method' | 'descriptor'> {
  store: RootStore;
  method: string;
  descriptor: IdentificationMethodDescriptor;
  /** external data from a third-party login or a redirect return */
  external: ExternalData | null;
  /** runtime inputs of the registration form (`x-inputs`) */
  inputs: Readonly<Record<string, unknown>>;
}

/** Registration through a provider's identification (spec 1 §4 "Registration third-party flow"). */
export const ThirdPartyRegistrationView = observer(function ThirdPartyRegistrationView(props: ThirdPartyRegistrationViewProps) {
  const { store, method, descriptor, external, inputs, canGoBack, onBack, onClose, onLogIn } = props;
  const { t } = useTranslation();
  const identification = useIdentificationLogic(store, method as IdentificationMethod, descriptor, 'registration');
  const methodName = t(`identification:methods.${method}`);
  return (
    <FlowHost
      flow={flowJson}
      implementations={(host) =>
        thirdPartyRegistrationImplementations({
          method,
          registerCall: descriptor.registerCall,
          identification: identification.logic,
          api: store.api,
          session: store.session,
          formFields: () => host.shownFields(),
          storeTokenError: (error) => store.externalData.failToken(error),
        })
      }
      screens={thirdPartyRegistrationScreens}
      extras={{ method, descriptor, canGoBack, onBack, onClose, onLogIn }}
      store={store}
      input={{ result: external?.result ?? null, titanToken: external?.titanToken ?? null }}
      inputs={inputs}
      labelValues={{ method: methodName }}
      childFlows={{ identification: { screens: identificationScreens, extras: { method, descriptor, logic: identification }, labelValues: { method: methodName }, className: 'identification' } }}
      className="third-party-registration"
    />
  );
});
