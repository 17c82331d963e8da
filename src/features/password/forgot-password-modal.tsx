import { observer } from 'mobx-react-lite';
import flowJson from '../../../flows/forgot-password.flow.json';
import type { RootStore } from '../../stores/root-store';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { useLanguagePath } from '../../ui/use-language-path';
import { passwordImplementations } from './password-implementations';
import { passwordScreens } from './password-screens';

interface ForgotPasswordModalProps {
  presentation: 'modal' | 'page';
  close: () => void;
  store: RootStore;
}

/** Forgot password: the modal (desktop, ?modal=forgot-password) or page (mobile, /forgot-password). */
const ForgotPasswordModal = observer(function ForgotPasswordModal({ presentation, store }: ForgotPasswordModalProps) {
  const at = useLanguagePath();
  const extras = {
    loginPath: presentation === 'modal' ? at('/?modal=login') : at('/login'),
    forgotPasswordPath: presentation === 'modal' ? at('/?modal=forgot-password') : at('/forgot-password'),
  };
  return (
    <FlowHost flow={flowJson} implementations={() => passwordImplementations(store.api)} screens={passwordScreens} extras={extras} store={store} className="password" />
  );
});

export default ForgotPasswordModal;
