import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RootStore } from '../../stores/root-store';
import { PageLayout } from '../../ui/page-layout';
import { AccountValidationView } from './account-validation-view';

/** /my/documents (logged in, spec 1 §2 "My Documents"): the status of each document group and the upload of more. */
const DocumentsPage = observer(function DocumentsPage({ store }: { store: RootStore }) {
  const { t } = useTranslation('documents');
  return (
    <PageLayout id="documents" title={t('documentsPage.title')}>
      <AccountValidationView store={store} />
    </PageLayout>
  );
});

export default DocumentsPage;
