import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { RootStore } from '../../stores/root-store';
import { PageLayout } from '../../ui/page-layout';
import { AccountValidationView } from './account-validation-view';
import { AutomaticVerificationChoice, type AutomaticVerificationSlot } from './automatic-verification-choice';
import { HungarianWizardView } from './hungarian-wizard-view';

interface AccountValidationPageProps {
  store: RootStore;
  /** the automatic identity providers, when the app offers them (src/app/journeys/account-validation-journey.tsx) */
  automatic?: AutomaticVerificationSlot;
}

/**
 * /my/account-validation (logged in, spec 1 §2): the automatic identity providers the back end
 * switches on (spec 1 §4), then documents for identity and address, to "Waiting for approval";
 * with `method=hungarianWizard` (the verification page's choice) the Hungarian-licence wizard.
 */
export const AccountValidationPage = observer(function AccountValidationPage({ store, automatic }: AccountValidationPageProps) {
  const { t } = useTranslation('documents');
  const [params] = useSearchParams();
  if (params.get('method') === 'hungarianWizard') {
    return (
      <PageLayout id="hungarian-wizard" title={t('wizard.title')}>
        <HungarianWizardView store={store} />
      </PageLayout>
    );
  }
  // a verified player has nothing to verify automatically; the documents stay for address and renewals
  const verified = (store.player.details as { verified?: unknown } | null)?.verified === true;
  return (
    <PageLayout id="account-validation" title={t('accountValidation.title')}>
      {automatic ? <AutomaticVerificationChoice slot={automatic} verified={verified} /> : null}
      <AccountValidationView store={store} />
    </PageLayout>
  );
});

export default AccountValidationPage;
