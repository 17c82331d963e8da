import type { i18n } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { RootStore } from '../stores/root-store';
import { ErrorBoundary } from './errors/error-boundary';
import { StoreContext } from './store-context';

export interface AppProps {
  store: RootStore;
  i18n: i18n;
  router: ReturnType<typeof createBrowserRouter>;
  onError?: (error: unknown) => void;
}

/** Providers around the router: i18n, the root store, and the outermost error boundary. */
export function App({ store, i18n, router, onError }: AppProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary onError={onError}>
          <StoreContext.Provider value={store}>
            <RouterProvider router={router} />
          </StoreContext.Provider>
        </ErrorBoundary>
      </I18nextProvider>
    </StrictMode>
  );
}
