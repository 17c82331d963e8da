import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import flowJson from '../../../flows/change-password.flow.json';
import { fieldErrorsFromApiError } from '../../api/field-errors-from-api-error';
import { loadFlow } from '../../engine/load-flow';
import { FormVariantGate } from '../../renderer/form-variant-gate';
import type { RootStore } from '../../stores/root-store';
import { changePasswordImplementations } from './change-password-implementations';
import { PasswordFlowView } from './password-flow-view';
import { PasswordPageLayout } from './password-page-layout';

interface ChangePasswordPageProps {
  store: RootStore;
}

/** /my/change-password (logged in): old password, a new one that differs from it, confirmation. */
const ChangePasswordPage = observer(function ChangePasswordPage({ store }: ChangePasswordPageProps) {
  const { t } = useTranslation('password');
  const { api } = store;
  const machine = useMemo(
    () =>
      loadFlow(
        flowJson,
        changePasswordImplementations({
          changePassword: async (payload) => {
            const result = await api.call('changePassword', payload);
            return result.ok ? { ok: true } : { ok: false, error: result.error };
          },
          toFieldIssues: (error) => fieldErrorsFromApiError(error, { knownFields: ['oldPassword', 'newPassword', 'confirmPassword'] }),
        }),
      ),
    [api],
  );
  return (
    <PasswordPageLayout id="change-password" title={t('change.title')}>
      <FormVariantGate
        formId="change-password"
        settings={{ be: store.settings.be, fe: store.settings.fe }}
        onDrift={(report) => store.errorReporter.report({ kind: 'settingsDrift', message: 'change-password form compiled with other settings than served', details: report })}
      >
        {(loaded) => (
          <PasswordFlowView
            store={store}
            loaded={loaded}
            machine={machine}
            submitLabel="password:change.submit"
            done={<p role="status">{t('change.done')}</p>}
          />
        )}
      </FormVariantGate>
    </PasswordPageLayout>
  );
});

export default ChangePasswordPage;
