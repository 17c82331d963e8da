import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { localizePath } from '../../i18n/localize-path';
import { isSupportedLanguage } from '../../i18n/supported-languages';
import { FormVariantGate } from '../../renderer/form-variant-gate';
import type { RootStore } from '../../stores/root-store';
import { loginMethodRegistry } from './login-method-registry';
import { LoginMethodsView } from './login-methods-view';

interface LoginModalProps {
  presentation: 'modal' | 'page';
  close: () => void;
  store: RootStore;
}

/** The login modal (desktop, ?modal=login) or page (mobile, /login). */
const LoginModal = observer(function LoginModal({ presentation, close, store }: LoginModalProps) {
  const { i18n } = useTranslation();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const at = (path: string) => localizePath(path, language);
  const links =
    presentation === 'modal'
      ? { forgotPassword: at('/?modal=forgot-password'), registration: at('/?modal=registration') }
      : { forgotPassword: at('/forgot-password'), registration: at('/registration') };
  return (
    <FormVariantGate
      formId="login"
      settings={{ be: store.settings.be, fe: store.settings.fe }}
      onDrift={(report) => store.errorReporter.report({ kind: 'settingsDrift', message: 'login form compiled with other settings than served', details: report })}
    >
      {(loaded) => <LoginMethodsView registry={loginMethodRegistry} store={store} loaded={loaded} onClose={close} links={links} />}
    </FormVariantGate>
  );
});

export default LoginModal;
