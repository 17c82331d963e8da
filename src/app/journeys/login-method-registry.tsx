import type { ComponentType } from 'react';
import { identificationMethod } from '../../features/identification/identification-methods';
import { ThirdPartyLoginView } from '../../features/identification/third-party-login-view';
import { LOGIN_METHODS, type LoginMethod } from '../../features/login/login-method';
import type { LoginMethodViewProps } from '../../features/login/login-method-view-props';
import { LoginView } from '../../features/login/login-view';

function thirdPartyView(method: LoginMethod): ComponentType<LoginMethodViewProps> | undefined {
  const descriptor = identificationMethod(method);
  if (descriptor === undefined) return undefined;
  const View = (props: LoginMethodViewProps) => <ThirdPartyLoginView {...props} method={method} descriptor={descriptor} />;
  View.displayName = `ThirdPartyLoginView(${method})`;
  return View;
}

/**
 * The login methods this build can run, each with its view: the app composes the login feature
 * (password login, the method chooser) with the identification feature (every provider method,
 * described as content in schemas/identification/methods.json). Settings decide which of these a
 * market offers (offeredLoginMethods); a method without an entry here is never offered.
 */
export const loginMethodRegistry: Partial<Record<LoginMethod, ComponentType<LoginMethodViewProps>>> = Object.fromEntries(
  LOGIN_METHODS.flatMap((method) => {
    const view = method === 'regular' ? LoginView : thirdPartyView(method);
    return view ? [[method, view]] : [];
  }),
);
