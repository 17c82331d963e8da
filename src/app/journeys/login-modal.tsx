import { observer } from 'mobx-react-lite';
import type { RootStore } from '../../stores/root-store';
import { LoginMethodsView } from '../../features/login/login-methods-view';
import { useLanguagePath } from '../../ui/use-language-path';
import { loginMethodRegistry } from './login-method-registry';

interface LoginModalProps {
  presentation: 'modal' | 'page';
  close: () => void;
  store: RootStore;
}

/** The login modal (desktop, ?modal=login) or page (mobile, /login): the login feature's chooser over every method this build runs. */
const LoginModal = observer(function LoginModal({ presentation, close, store }: LoginModalProps) {
  const at = useLanguagePath();
  const links =
    presentation === 'modal'
      ? { forgotPassword: at('/?modal=forgot-password'), registration: at('/?modal=registration') }
      : { forgotPassword: at('/forgot-password'), registration: at('/registration') };
  return <LoginMethodsView registry={loginMethodRegistry} store={store} onClose={close} links={links} />;
});

export default LoginModal;
