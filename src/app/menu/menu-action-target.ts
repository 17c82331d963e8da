import type { Location } from 'react-router-dom';
import { modalHref } from '../layout/modal-href';
import type { MenuActionName } from './menu-action-names';
import { SITE_EVENTS } from './site-events';

export interface MenuActionContext {
  desktop: boolean;
  location: Pick<Location, 'pathname' | 'search'>;
  localize: (path: string) => string;
  onLogout: () => void;
}

/** An action either navigates (a link, so it can be opened, copied and read as a link) or runs. */
export type MenuActionTarget = { kind: 'link'; to: string } | { kind: 'run'; run: () => void };

/** What each registered menu action does (names: menu-action-names.ts, proven by the content check). */
export function menuActionTarget(action: MenuActionName, ctx: MenuActionContext): MenuActionTarget {
  switch (action) {
    // full pages on mobile, modals on desktop (spec 1 §2)
    case 'openModal:login':
      return { kind: 'link', to: modalHref('login', ctx.desktop, ctx.location, ctx.localize) };
    case 'openModal:registration':
      return { kind: 'link', to: modalHref('registration', ctx.desktop, ctx.location, ctx.localize) };
    case 'openModal:forgot-password':
      return { kind: 'link', to: modalHref('forgot-password', ctx.desktop, ctx.location, ctx.localize) };
    case 'openModal:cookie-policy':
      return { kind: 'link', to: withModal(ctx.location, 'cookie-policy') };
    case 'openCookieConsent':
      return { kind: 'run', run: () => window.dispatchEvent(new CustomEvent(SITE_EVENTS.openCookieConsent)) };
    case 'openLiveChat':
      return { kind: 'run', run: () => window.dispatchEvent(new CustomEvent(SITE_EVENTS.openLiveChat)) };
    case 'logout':
      return { kind: 'run', run: ctx.onLogout };
  }
}

/** the current page with `?modal=<name>` (the modal host owns what opens) */
function withModal(location: Pick<Location, 'pathname' | 'search'>, name: string): string {
  const params = new URLSearchParams(location.search);
  params.set('modal', name);
  return `${location.pathname}?${params.toString()}`;
}
