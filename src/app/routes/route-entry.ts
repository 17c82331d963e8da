import type { ModalName } from '../modals/modal-registry';
import type { LazyPage } from './lazy-page';
import type { RouteAccess } from './route-access';

interface RouteEntryBase {
  /** unprefixed path as react-router writes it ("/activation/:code", "/my/profile") */
  path: string;
  access: RouteAccess;
}

/** A route showing its own lazily loaded page. */
export interface PageRouteEntry extends RouteEntryBase {
  page: LazyPage;
}

/**
 * A route that is a full page on mobile and a modal on desktop: from 1024 px it redirects to
 * `/?modal=<name>`; below, it shows the modal registry's content as a page.
 */
export interface ModalRouteEntry extends RouteEntryBase {
  modal: ModalName;
}

/** A CMS page with a fixed address of its own (spec 1 §2 content pages), shown by ContentPage. */
export interface ContentRouteEntry extends RouteEntryBase {
  content: string;
}

export type RouteEntry = PageRouteEntry | ModalRouteEntry | ContentRouteEntry;
