/**
 * Every action a content menu item may name (`"action": "…"`); the side menu implements each
 * (run-menu-action.ts) and the content check rejects any other. Plain data: node scripts import it.
 * `openModal:<name>` links to `?modal=<name>`; cookie-policy is served by the cookie consent area.
 */
export const MENU_ACTION_NAMES = [
  'openModal:login',
  'openModal:registration',
  'openModal:forgot-password',
  'openModal:cookie-policy',
  'openCookieConsent',
  'openLiveChat',
  'logout',
] as const;

export type MenuActionName = (typeof MENU_ACTION_NAMES)[number];

export function isMenuActionName(value: string): value is MenuActionName {
  return (MENU_ACTION_NAMES as readonly string[]).includes(value);
}
