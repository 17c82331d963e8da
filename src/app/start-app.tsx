import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { applyTranslationOverrides } from '../i18n/apply-translation-overrides';
import { createSiteI18n } from '../i18n/create-site-i18n';
import { languageFromPath } from '../i18n/language-from-path';
import { clearPlayerStorage } from '../stores/player-storage';
import { createRootStore } from '../stores/root-store';
import type { ApiPort } from '../stores/api-port';
import { createSiteAdapters } from './adapters/site-adapters';
import { App } from './app';
import { buildRoutes } from './routes/build-routes';
import './styles/index.css';

/**
 * Creates i18n, stores and router over an api client and renders the site into `container`.
 * Resolves once rendering started: the path's language is loaded first (only the default
 * language is in the entry chunk).
 */
export async function startApp(container: HTMLElement, api: ApiPort): Promise<void> {
  const i18n = await createSiteI18n(languageFromPath(window.location.pathname).language);
  // live chat and error reporting behind adapters (spec 3 §6, spec 1 §9)
  const adapters = createSiteAdapters();
  const store = createRootStore({
    api,
    language: () => i18n.language,
    applyTranslations: (language, overrides) => applyTranslationOverrides(i18n, language, overrides),
    onListenerError: (error) => console.error(error),
    errorReporter: adapters.errorReporter,
  });
  adapters.connect(store, i18n);
  // DESIGN §5: the allow-listed player keys do not outlive the session
  store.events.on('LOGGED_OUT', () => clearPlayerStorage(window.localStorage, window.sessionStorage));
  const onError = (error: unknown) => {
    console.error(error);
    adapters.errorReporter.reportError(error);
  };
  const router = createBrowserRouter(buildRoutes({ onError }));
  createRoot(container).render(<App store={store} i18n={i18n} router={router} onError={onError} />);
}
