import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import flowJson from '../../../flows/forgot-password.flow.json';
import { fieldErrorsFromApiError } from '../../api/field-errors-from-api-error';
import { loadFlow } from '../../engine/load-flow';
import { FormVariantGate } from '../../renderer/form-variant-gate';
import type { RootStore } from '../../stores/root-store';
import { forgotPasswordImplementations } from './forgot-password-implementations';
import { PasswordFlowView } from './password-flow-view';
import { useLanguagePath } from './use-language-path';

interface ForgotPasswordModalProps {
  presentation: 'modal' | 'page';
  close: () => void;
  store: RootStore;
}

/** Forgot password: the modal (desktop, ?modal=forgot-password) or page (mobile, /forgot-password). */
const ForgotPasswordModal = observer(function ForgotPasswordModal({ presentation, store }: ForgotPasswordModalProps) {
  const { t } = useTranslation('password');
  const at = useLanguagePath();
  const { api } = store;
  const machine = useMemo(
    () =>
      loadFlow(
        flowJson,
        forgotPasswordImplementations({
          forgotPassword: async (payload) => {
            const result = await api.call('forgotPassword', payload);
            return result.ok ? { ok: true } : { ok: false, error: result.error };
          },
          toFieldIssues: (error) => fieldErrorsFromApiError(error, { knownFields: ['email'] }),
        }),
      ),
    [api],
  );
  const loginLink = (
    <p className="password__links">
      <Link to={presentation === 'modal' ? at('/?modal=login') : at('/login')}>{t('forgot.backToLogin')}</Link>
    </p>
  );
  return (
    <FormVariantGate
      formId="forgot-password"
      settings={{ be: store.settings.be, fe: store.settings.fe }}
      onDrift={(report) => store.errorReporter.report({ kind: 'settingsDrift', message: 'forgot-password form compiled with other settings than served', details: report })}
    >
      {(loaded) => (
        <PasswordFlowView
          store={store}
          loaded={loaded}
          machine={machine}
          submitLabel="password:forgot.submit"
          intro={<p>{t('forgot.intro')}</p>}
          done={
            <>
              <p role="status">{t('forgot.sent')}</p>
              {loginLink}
            </>
          }
          footer={loginLink}
        />
      )}
    </FormVariantGate>
  );
});

export default ForgotPasswordModal;
