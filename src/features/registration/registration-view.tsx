import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import flowJson from '../../../flows/registration.flow.json';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { registrationEmailStore } from './registration-email-store';
import { registrationImplementations } from './registration-implementations';
import { registrationScreens } from './registration-screens';

interface RegistrationViewProps {
  store: RootStore;
  /** mobile: one step without the stepper */
  singleStep: boolean;
  /** runtime inputs of the registration form (`x-inputs`: the campaigns on offer) */
  inputs: Readonly<Record<string, unknown>>;
  onClose: () => void;
  /** opens the login: the next step when the e-mail turned out to be registered after a time-out */
  onLogIn: () => void;
  /** fields the form starts with (the landing address's referral code); a saved draft's fields win */
  initialData?: Readonly<Record<string, unknown>>;
}

/** Regular registration as flows/registration.flow.json drives it. */
export const RegistrationView = observer(function RegistrationView({ store, singleStep, inputs, onClose, onLogIn, initialData }: RegistrationViewProps) {
  const { settings, session, api } = store;
  // closing the registration half-way leaves no e-mail behind
  useEffect(() => () => void registrationEmailStore(window.localStorage).take(), []);
  return (
    <FlowHost
      flow={flowJson}
      implementations={(host) =>
        registrationImplementations({
          api,
          session,
          isSingleStep: () => singleStep,
          pepConfirmationEnabled: () => settings.feValue('registration.pepConfirmation') === true,
          detailsFields: () => host.shownFields('details'),
          toFieldIssues: host.toFieldIssues,
          emailStore: registrationEmailStore(window.localStorage),
        })
      }
      screens={registrationScreens}
      extras={{ singleStep, onClose, onLogIn }}
      store={store}
      inputs={inputs}
      input={initialData ? { data: { ...initialData } } : undefined}
      // a reload keeps the non-sensitive fields and the step; a saved step of the other layout (desktop two steps, mobile one) starts the layout's first step with the fields
      draft={{ journey: 'registration', form: 'registration', resumes: (step) => singleStep === (step === 'single') }}
      className="registration"
    />
  );
});
