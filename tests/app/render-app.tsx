import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../src/app/app';
import { buildRoutes, type BuildRoutesOptions } from '../../src/app/routes/build-routes';
import { applyTranslationOverrides } from '../../src/i18n/apply-translation-overrides';
import { createI18n } from '../../src/i18n/i18n';
import { languageFromPath } from '../../src/i18n/language-from-path';
import { createRootStore } from '../../src/stores/root-store';
import { fakeApi } from '../stores/fake-api';

/** matchMedia as jsdom lacks it: every min-width query matches on "desktop". */
export function stubScreen(desktop: boolean): void {
  window.matchMedia = (query: string) => ({
    matches: desktop,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}

export interface RenderAppOptions extends BuildRoutesOptions {
  api?: Parameters<typeof fakeApi>[0];
  desktop?: boolean;
  /** the site's i18n (createSiteI18n: namespaces on demand); default every namespace bundled */
  i18n?: i18n;
}

/** The whole site at `path` over a fake platform, as main.tsx wires it. */
export function renderApp(path: string, { api, desktop = false, i18n = createI18n(languageFromPath(path).language), ...routeOptions }: RenderAppOptions = {}) {
  stubScreen(desktop);
  const fake = fakeApi(api);
  const store = createRootStore({
    api: fake.api,
    language: () => i18n.language,
    applyTranslations: (language, overrides) => applyTranslationOverrides(i18n, language, overrides),
  });
  const router = createMemoryRouter(buildRoutes(routeOptions), { initialEntries: [path] });
  const view = render(<App store={store} i18n={i18n} router={router} />);
  return { ...fake, ...view, store, router, i18n };
}
