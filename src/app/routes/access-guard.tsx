import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useRootStore } from '../hooks/use-root-store';
import { AuthorizationRequiredPage } from '../pages/authorization-required-page';
import { LoggedOutOnlyPage } from '../pages/logged-out-only-page';
import type { RouteAccess } from './route-access';

interface AccessGuardProps {
  access: RouteAccess;
  children: ReactNode;
}

/** Shows the page, or the fallback its access rule prescribes for the current session. */
export const AccessGuard = observer(function AccessGuard({ access, children }: AccessGuardProps) {
  const { session } = useRootStore();
  if (access === 'loggedIn' && !session.loggedIn) return <AuthorizationRequiredPage />;
  if (access === 'loggedOut' && session.loggedIn) return <LoggedOutOnlyPage />;
  return <>{children}</>;
});
