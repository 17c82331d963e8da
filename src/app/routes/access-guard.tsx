import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useRootStore } from '../hooks/use-root-store';
import { AuthorizationRequiredPage } from '../pages/authorization-required-page';
import { LoggedOutOnlyPage } from '../pages/logged-out-only-page';
import type { RouteAccess } from './route-access';

interface AccessGuardProps {
  access: RouteAccess;
  /** a logged-out-only page whose flow logs the player in itself stays until the player leaves */
  finishesAfterLogin?: boolean;
  children: ReactNode;
}

/** Shows the page, or the fallback its access rule prescribes for the current session. */
export const AccessGuard = observer(function AccessGuard({ access, finishesAfterLogin = false, children }: AccessGuardProps) {
  const { session } = useRootStore();
  const [enteredLoggedOut] = useState(() => !session.loggedIn);
  if (access === 'loggedIn' && !session.loggedIn) return <AuthorizationRequiredPage />;
  if (access === 'loggedOut' && session.loggedIn && !(finishesAfterLogin && enteredLoggedOut)) return <LoggedOutOnlyPage />;
  return <>{children}</>;
});
