import type { ComponentType } from 'react';
import { withLoadTimeout } from '../startup/with-load-timeout';

/** A page module loaded on demand, so each route is its own chunk. */
export type LazyPage = () => Promise<{ default: ComponentType }>;

/**
 * A page loader under the 60 s lazy-load time-out, with the connectivity notice when its chunk
 * fails (spec 1 §9): the route tree wraps every table page with it, `lazy(guardLazyPage(load))`.
 */
export function guardLazyPage(page: LazyPage): LazyPage {
  return withLoadTimeout(page);
}
