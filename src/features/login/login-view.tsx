import flowJson from '../../../flows/login.flow.json';
import { isShownInLoginNotice } from '../../api/login-notice-policy';
import { FlowHost } from '../../ui/flow-host/flow-host';
import { loginImplementations } from './login-implementations';
import type { LoginMethodViewProps } from './login-method-view-props';
import { loginScreens } from './login-screens';

/** Regular (password) login as flows/login.flow.json drives it. */
export function LoginView(props: LoginMethodViewProps) {
  const { store } = props;
  return (
    <FlowHost
      flow={flowJson}
      implementations={() => loginImplementations({ session: store.session, isShownInLoginNotice })}
      screens={loginScreens}
      extras={props}
      store={store}
      className="login"
    />
  );
}
