import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import flowJson from '../../../flows/reset-password.flow.json';
import { fieldErrorsFromApiError } from '../../api/field-errors-from-api-error';
import { loadFlow } from '../../engine/load-flow';
import { FormVariantGate } from '../../renderer/form-variant-gate';
import type { RootStore } from '../../stores/root-store';
import { PasswordFlowView } from './password-flow-view';
import { PasswordPageLayout } from './password-page-layout';
import { resetPasswordImplementations } from './reset-password-implementations';
import { useLanguagePath } from './use-language-path';

interface ResetPasswordPageProps {
  store: RootStore;
}

/** /forgot-password/reset/{activationCode} (logged out): a new password from the e-mailed link. */
const ResetPasswordPage = observer(function ResetPasswordPage({ store }: ResetPasswordPageProps) {
  const { t } = useTranslation('password');
  const { activationCode = '' } = useParams();
  const at = useLanguagePath();
  const { api } = store;
  const machine = useMemo(
    () =>
      loadFlow(
        flowJson,
        resetPasswordImplementations({
          resetPassword: async (payload) => {
            const result = await api.call('resetPassword', payload);
            return result.ok ? { ok: true } : { ok: false, error: result.error };
          },
          toFieldIssues: (error) => fieldErrorsFromApiError(error, { knownFields: ['newPassword', 'confirmPassword'] }),
        }),
      ),
    [api],
  );
  return (
    <PasswordPageLayout id="reset-password" title={t('reset.title')}>
      <FormVariantGate
        formId="reset-password"
        settings={{ be: store.settings.be, fe: store.settings.fe }}
        onDrift={(report) => store.errorReporter.report({ kind: 'settingsDrift', message: 'reset-password form compiled with other settings than served', details: report })}
      >
        {(loaded) => (
          <PasswordFlowView
            key={activationCode}
            store={store}
            loaded={loaded}
            machine={machine}
            input={{ activationCode }}
            submitLabel="password:reset.submit"
            done={
              <>
                <p role="status">{t('reset.done')}</p>
                <Link className="button button--primary" to={at('/login')}>
                  {t('reset.login')}
                </Link>
              </>
            }
            footer={
              <p className="password__links">
                <Link to={at('/forgot-password')}>{t('reset.forgotAgain')}</Link>
              </p>
            }
          />
        )}
      </FormVariantGate>
    </PasswordPageLayout>
  );
});

export default ResetPasswordPage;
