import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { RootStore } from '../../stores/root-store';
import { PageLayout } from '../../ui/page-layout';
import { AccountValidationView } from './account-validation-view';
import { HungarianWizardView } from './hungarian-wizard-view';

/**
 * /my/account-validation (logged in, spec 1 §2): documents for identity and address, to "Waiting
 * for approval"; with `method=hungarianWizard` (the verification page's choice) the
 * Hungarian-licence wizard.
 */
const AccountValidationPage = observer(function AccountValidationPage({ store }: { store: RootStore }) {
  const { t } = useTranslation('documents');
  const [params] = useSearchParams();
  if (params.get('method') === 'hungarianWizard') {
    return (
      <PageLayout id="hungarian-wizard" title={t('wizard.title')}>
        <HungarianWizardView store={store} />
      </PageLayout>
    );
  }
  return (
    <PageLayout id="account-validation" title={t('accountValidation.title')}>
      <AccountValidationView store={store} />
    </PageLayout>
  );
});

export default AccountValidationPage;
