import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RootStore } from '../../stores/root-store';
import { PageLayout } from '../../ui/page-layout';
import { AccountValidationView } from './account-validation-view';

/** /my/account-validation (logged in, spec 1 §2): documents for identity and address, to "Waiting for approval". */
const AccountValidationPage = observer(function AccountValidationPage({ store }: { store: RootStore }) {
  const { t } = useTranslation('documents');
  return (
    <PageLayout id="account-validation" title={t('accountValidation.title')}>
      <AccountValidationView store={store} />
    </PageLayout>
  );
});

export default AccountValidationPage;
