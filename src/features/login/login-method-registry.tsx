import type { ComponentType } from 'react';
import { identificationMethod } from '../identification/identification-methods';
import { ThirdPartyLoginView } from '../third-party/third-party-login-view';
import { LOGIN_METHODS, type LoginMethod } from './login-method';
import type { LoginMethodViewProps } from './login-method-view-props';
import { LoginView } from './login-view';

function thirdPartyView(method: LoginMethod): ComponentType<LoginMethodViewProps> | undefined {
  const descriptor = identificationMethod(method);
  if (descriptor === undefined) return undefined;
  const View = (props: LoginMethodViewProps) => <ThirdPartyLoginView {...props} method={method} descriptor={descriptor} />;
  View.displayName = `ThirdPartyLoginView(${method})`;
  return View;
}

/**
 * The login methods this build can run, each with its view. Settings decide which of these a
 * market offers (offeredLoginMethods); a method without an entry here is never offered.
 * Password login has its own view; every other method is described as content in
 * schemas/identification/methods.json and runs the third-party login flow.
 */
export const loginMethodRegistry: Partial<Record<LoginMethod, ComponentType<LoginMethodViewProps>>> = Object.fromEntries(
  LOGIN_METHODS.flatMap((method) => {
    const view = method === 'regular' ? LoginView : thirdPartyView(method);
    return view ? [[method, view]] : [];
  }),
);
