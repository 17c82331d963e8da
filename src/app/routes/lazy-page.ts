import type { ComponentType } from 'react';
import { withLoadTimeout } from '../startup/with-load-timeout';
import type { RoutePageProps } from './route-page-props';

/** A page module loaded on demand, so each route is its own chunk; it receives RoutePageProps. */
export type LazyPage = () => Promise<{ default: ComponentType<RoutePageProps> }>;

/**
 * A page loader under the 60 s lazy-load time-out, with the connectivity notice when its chunk
 * fails (spec 1 §9): the route tree wraps every table page with it, `lazy(guardLazyPage(load))`.
 */
export function guardLazyPage(page: LazyPage): LazyPage {
  return withLoadTimeout(page);
}
