import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../i18n/supported-languages';
import { RouteError } from '../errors/route-error';
import { ShellLayout } from '../layout/shell-layout';
import { ModalPage } from '../modals/modal-page';
import { ContentPage } from '../pages/content-page';
import { HomePage } from '../pages/home-page';
import { PageFallback } from '../pages/page-fallback';
import { AccessGuard } from './access-guard';
import type { ModalEntry } from '../modals/modal-entry';
import { modalRegistry } from '../modals/modal-registry';
import type { RouteEntry } from './route-entry';
import { routeTable } from './route-table';

export interface BuildRoutesOptions {
  table?: readonly RouteEntry[];
  onError?: (error: unknown) => void;
}

const lazyPages = new WeakMap<RouteEntry, ComponentType>();

function element(entry: RouteEntry): ReactNode {
  if ('modal' in entry) {
    return (
      <AccessGuard access={entry.access} finishesAfterLogin={(modalRegistry[entry.modal] as ModalEntry).finishesAfterLogin === true}>
        <ModalPage name={entry.modal} />
      </AccessGuard>
    );
  }
  let Page = lazyPages.get(entry);
  if (!Page) {
    Page = lazy(entry.page);
    lazyPages.set(entry, Page);
  }
  return (
    <AccessGuard access={entry.access}>
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </AccessGuard>
  );
}

/**
 * The route tree: one layout (startup gate and shell) over the same pages under each language
 * prefix ("/", "/hu", "/sv"); react-router ranks "/hu/login" above "/:key*" of the unprefixed tree.
 */
export function buildRoutes({ table = routeTable, onError }: BuildRoutesOptions = {}): RouteObject[] {
  const pages: RouteObject[] = [
    { index: true, element: <HomePage /> },
    ...table.map((entry) => ({ path: entry.path.replace(/^\//, ''), element: element(entry) })),
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
