import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_NAMESPACES } from '../../generated/route-namespaces';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../i18n/supported-languages';
import { RouteError } from '../errors/route-error';
import { ShellLayout } from '../layout/shell-layout';
import { ModalPage } from '../modals/modal-page';
import { useRootStore } from '../hooks/use-root-store';
import { ContentPage } from '../pages/content-page';
import { HomePage } from '../pages/home-page';
import { PageFallback } from '../pages/page-fallback';
import { AccessGuard } from './access-guard';
import type { ModalEntry } from '../modals/modal-entry';
import { modalRegistry } from '../modals/modal-registry';
import { guardLazyPage, type LazyPage } from './lazy-page';
import { LegacyRedirect } from './legacy-redirect';
import { NamespaceGate } from './namespace-gate';
import type { RedirectTable } from './redirect-rule';
import { redirectTable } from './redirect-table';
import type { RouteEntry } from './route-entry';
import type { RoutePageProps } from './route-page-props';
import { routeTable } from './route-table';

export interface BuildRoutesOptions {
  table?: readonly RouteEntry[];
  redirects?: RedirectTable;
  onError?: (error: unknown) => void;
}

const lazyPages = new Map<LazyPage, ComponentType<RoutePageProps>>();

function lazyPage(load: LazyPage): ComponentType<RoutePageProps> {
  let Page = lazyPages.get(load);
  if (!Page) {
    Page = lazy(guardLazyPage(load));
    lazyPages.set(load, Page);
  }
  return Page;
}

/** Hands the stores to a table page (features never import the app's store context). */
function StorePage({ page: Page }: { page: ComponentType<RoutePageProps> }) {
  const store = useRootStore();
  return <Page store={store} />;
}

function element(entry: RouteEntry): ReactNode {
  if ('modal' in entry) {
    return (
      <AccessGuard access={entry.access} finishesAfterLogin={(modalRegistry[entry.modal] as ModalEntry).finishesAfterLogin === true}>
        <ModalPage name={entry.modal} />
      </AccessGuard>
    );
  }
  if ('content' in entry) {
    return (
      <AccessGuard access={entry.access}>
        <ContentPage pageKey={entry.content} />
      </AccessGuard>
    );
  }
  const load = entry.page;
  const Page = lazyPage(load);
  // the page's texts load with its chunk (derived by npm run gen); it renders once both are there
  return (
    <AccessGuard access={entry.access}>
      <NamespaceGate namespaces={ROUTE_NAMESPACES[entry.path] ?? []} preload={load} fallback={<PageFallback />}>
        <Suspense fallback={<PageFallback />}>
          <StorePage page={Page} />
        </Suspense>
      </NamespaceGate>
    </AccessGuard>
  );
}

/**
 * The route tree: one layout (startup gate and shell) over the same pages under each language
 * prefix ("/", "/hu", "/sv"); react-router ranks "/hu/login" above "/:key*" of the unprefixed tree.
 * Old-style addresses of the redirect table replace themselves with their new form.
 */
export function buildRoutes({ table = routeTable, redirects = redirectTable, onError }: BuildRoutesOptions = {}): RouteObject[] {
  const pages: RouteObject[] = [
    { index: true, element: <HomePage /> },
    ...table.map((entry) => ({ path: entry.path.replace(/^\//, ''), element: element(entry) })),
    ...redirects.redirects.map((rule) => ({ path: rule.from.replace(/^\//, ''), element: <LegacyRedirect table={redirects} /> })),
    { path: '*', element: <ContentPage /> },
  ];
  return [
    {
      element: <ShellLayout />,
      errorElement: <RouteError onError={onError} />,
      children: SUPPORTED_LANGUAGES.map((language) => ({
        path: language === DEFAULT_LANGUAGE ? '/' : `/${language}`,
        children: pages,
      })),
    },
  ];
}
