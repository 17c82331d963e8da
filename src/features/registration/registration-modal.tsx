import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationCampaign } from '../../renderer/schema-form-context';
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
  const { t } = useTranslation();
  const campaigns = useRegistrationCampaigns(store);
  if (campaigns === null) return <p role="status">{t('common:status.loading')}</p>;
  return (
    <FormVariantGate
      formId="registration"
      settings={{ be: store.settings.be, fe: store.settings.fe }}
      onDrift={(report) => store.errorReporter.report({ kind: 'settingsDrift', message: 'registration form compiled with other settings than served', details: report })}
    >
      {(loaded) => <RegistrationView store={store} loaded={loaded} singleStep={presentation === 'page'} campaigns={campaigns} onClose={close} />}
    </FormVariantGate>
  );
});

/** The campaigns offered at registration, loaded before the form so the bonus choice never appears under the player's cursor; a failed call offers none. */
function useRegistrationCampaigns(store: RootStore): readonly RegistrationCampaign[] | null {
  const [campaigns, setCampaigns] = useState<readonly RegistrationCampaign[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void store.api.call<RegistrationCampaign[]>('campaigns', undefined, { signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) setCampaigns(result.ok ? result.data : []);
    });
    return () => controller.abort();
  }, [store]);
  return campaigns;
}

export default RegistrationModal;
