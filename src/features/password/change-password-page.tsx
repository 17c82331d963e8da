import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import flowJson from '../../../flows/change-password.flow.json';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import { passwordImplementations } from './password-implementations';
import { passwordScreens } from './password-screens';

/** /my/change-password (logged in): old password, a new one that differs from it, confirmation. */
const ChangePasswordPage = observer(function ChangePasswordPage({ store }: { store: RootStore }) {
  const { t } = useTranslation('password');
  const at = useLanguagePath();
  return (
    <PageLayout id="change-password" title={t('change.title')}>
      <FlowHost
        flow={flowJson}
        implementations={() => passwordImplementations(store.api)}
        screens={passwordScreens}
        extras={{ loginPath: at('/login'), forgotPasswordPath: at('/forgot-password') }}
        store={store}
        className="password"
      />
    </PageLayout>
  );
});

export default ChangePasswordPage;
