import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { UnexpectedErrorPage } from '../pages/unexpected-error-page';

interface RouteErrorProps {
  onError?: (error: unknown) => void;
}

/** errorElement of the router: a page that throws (or a chunk that fails to load) ends here. */
export function RouteError({ onError }: RouteErrorProps) {
  const error = useRouteError();
  useEffect(() => onError?.(error), [error, onError]);
  return <UnexpectedErrorPage />;
}
