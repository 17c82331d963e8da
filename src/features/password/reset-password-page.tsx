import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import flowJson from '../../../flows/reset-password.flow.json';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { PageLayout } from '../../ui/page-layout';
import { useLanguagePath } from '../../ui/use-language-path';
import { passwordImplementations } from './password-implementations';
import { passwordScreens } from './password-screens';

/** /forgot-password/reset/{activationCode} (logged out): a new password from the e-mailed link. */
const ResetPasswordPage = observer(function ResetPasswordPage({ store }: { store: RootStore }) {
  const { t } = useTranslation('password');
  const { activationCode = '' } = useParams();
  const at = useLanguagePath();
  return (
    <PageLayout id="reset-password" title={t('reset.title')}>
      <FlowHost
        key={activationCode}
        flow={flowJson}
        implementations={() => passwordImplementations(store.api)}
        screens={passwordScreens}
        extras={{ loginPath: at('/login'), forgotPasswordPath: at('/forgot-password') }}
        store={store}
        input={{ activationCode }}
        className="password"
      />
    </PageLayout>
  );
});

export default ResetPasswordPage;
