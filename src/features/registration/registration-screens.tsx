import type { FlowScreenProps, FlowScreenRegistry } from '../../ui/flow-host/flow-screen';
import { MandatoryNote } from '../../ui/mandatory-note';
import { PepConfirmation } from './pep-confirmation';
import { RegistrationAlreadyRegistered } from './registration-already-registered';
import type { RegistrationContext } from './registration-context';
import { RegistrationStepper } from './registration-stepper';
import { RegistrationSuccess } from './registration-success';

/** What the regular registration's screens need from the modal or page that shows it. */
export interface RegistrationExtras {
  /** mobile: one step without the stepper */
  singleStep: boolean;
  onClose: () => void;
  /** opens the login (the next step when the e-mail turned out to be registered after a time-out) */
  onLogIn: () => void;
}

type Props = FlowScreenProps<RegistrationContext, RegistrationExtras>;

/** The screens of flows/registration.flow.json. */
export const registrationScreens: FlowScreenRegistry<RegistrationContext, RegistrationExtras> = {
  stepper: ({ meta, extras }: Props) =>
    !extras.singleStep && meta.steps === 2 && typeof meta.step === 'number' ? <RegistrationStepper step={meta.step} /> : null,
  mandatoryNote: MandatoryNote,
  pep: ({ send }: Props) => (
    <PepConfirmation onConfirm={() => send({ type: 'CONFIRM_PEP' })} onDeny={() => send({ type: 'DENY_PEP' })} onBack={() => send({ type: 'BACK' })} />
  ),
  success: ({ context, extras }: Props) => <RegistrationSuccess result={context.result} onClose={extras.onClose} />,
  alreadyRegistered: ({ context, extras, send }: Props) => (
    <RegistrationAlreadyRegistered state={context.alreadyRegistered ?? null} onLogIn={extras.onLogIn} onBack={() => send({ type: 'BACK' })} />
  ),
};
