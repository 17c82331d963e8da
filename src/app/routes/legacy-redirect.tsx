import { Navigate, useLocation } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found-page';
import type { RedirectTable } from './redirect-rule';
import { resolveRedirect } from './resolve-redirect';

/** The client side of the redirect table: an old address reached in the app replaces itself with the new one. */
export function LegacyRedirect({ table }: { table: RedirectTable }) {
  const location = useLocation();
  const target = resolveRedirect(table, location.pathname, location.search);
  return target === null ? <NotFoundPage /> : <Navigate replace to={`${target}${location.hash}`} />;
}
