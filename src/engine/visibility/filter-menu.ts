import { isItemVisible } from './is-item-visible';
import type { MenuItem } from './menu-item';
import type { MenuState } from './menu-state';

/**
 * The items shown in this state, sub-menus filtered recursively. A sub-menu left without
 * children disappears; an item pointing at a CMS page needs that page to be served and visible.
 */
export function filterMenu(items: readonly MenuItem[], state: MenuState): MenuItem[] {
  const shown: MenuItem[] = [];
  for (const item of items) {
    if (!isItemVisible(item.visibility, state)) continue;
    if (item.page !== undefined && !state.contentPages.includes(item.page)) continue;
    if (item.children === undefined) {
      shown.push(item);
      continue;
    }
    const children = filterMenu(item.children, state);
    if (children.length > 0) shown.push({ ...item, children });
  }
  return shown;
}
