import { observer } from 'mobx-react-lite';
import { FormVariantGate } from '../../renderer/form-variant-gate';
import type { RootStore } from '../../stores/root-store';
import { RegistrationView } from './registration-view';

interface RegistrationModalProps {
  presentation: 'modal' | 'page';
  close: () => void;
  store: RootStore;
}

/** The registration modal (desktop) or page (mobile) the shell opens for ?modal=registration. */
const RegistrationModal = observer(function RegistrationModal({ presentation, close, store }: RegistrationModalProps) {
  return (
    <FormVariantGate
      formId="registration"
      settings={{ be: store.settings.be, fe: store.settings.fe }}
      onDrift={(report) => store.errorReporter.report({ kind: 'settingsDrift', message: 'registration form compiled with other settings than served', details: report })}
    >
      {(loaded) => <RegistrationView store={store} loaded={loaded} singleStep={presentation === 'page'} onClose={close} />}
    </FormVariantGate>
  );
});

export default RegistrationModal;
