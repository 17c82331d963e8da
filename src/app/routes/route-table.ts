import type { RouteEntry } from './route-entry';

/**
 * Every route of the site besides home and the not-found / content-page fallback; each is
 * served under each language prefix. Add a feature page with its access rule and a lazy import:
 *   { path: '/my/profile', access: 'loggedIn', page: () => import('../../features/account/profile-page') }
 * Register only pages that exist: unknown paths get the not-found page.
 */
export const routeTable: readonly RouteEntry[] = [
  { path: '/login', access: 'loggedOut', modal: 'login' },
  { path: '/registration', access: 'loggedOut', modal: 'registration' },
  { path: '/forgot-password', access: 'loggedOut', modal: 'forgot-password' },
  { path: '/activation/:code', access: 'loggedOut', page: () => import('../pages/activation-page') },
  { path: '/logout', access: 'loggedIn', page: () => import('../pages/logout-page') },
  { path: '/blocked', access: 'all', page: () => import('../pages/blocked-page') },
  // every /my/ page needs login (spec 3 §6): a visitor is asked to log in even before the page exists
  { path: '/my/*', access: 'loggedIn', page: () => import('../pages/not-found-page') },
];
